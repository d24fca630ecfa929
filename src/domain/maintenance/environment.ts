// Spec §9 "Environment chosen from host name (local, dev, qa, stg, else production)." The host is
// read word by word (split on dots and hyphens) so that `devices.example.com` stays production
// (D-DOM-22).

export type Environment = 'local' | 'dev' | 'qa' | 'stg' | 'production';

const LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]', '::1'];
const MARKED: readonly Environment[] = ['local', 'dev', 'qa', 'stg'];

export const environmentFromHost = (hostname: string): Environment => {
  // A port follows a name, an IPv4 address or a bracketed IPv6 address (`::1` has none).
  const host = hostname
    .trim()
    .toLowerCase()
    .replace(/^([^:]+|\[[^\]]*\]):\d+$/, '$1');
  if (LOCAL_HOSTS.includes(host)) return 'local';
  const words = host.split(/[.-]/);
  return MARKED.find((environment) => words.includes(environment)) ?? 'production';
};

import { environmentFromHost } from '../../../src/domain/maintenance/environment';

describe('environment — §9 "Environment chosen from host name (local, dev, qa, stg, else production)" (D-DOM-22)', () => {
  it.each([
    ['localhost', 'local'],
    ['LOCALHOST:3000', 'local'],
    ['127.0.0.1', 'local'],
    ['::1', 'local'],
    ['[::1]', 'local'],
    ['[::1]:3000', 'local'],
    [' localhost ', 'local'],
    // An unbracketed IPv6 address has no port: `::1:80` is another address, not `::1`.
    ['::1:80', 'production'],
    ['portal.local', 'local'],
    ['local-portal.example.com', 'local'],
    ['dev.portal.example.com', 'dev'],
    ['portal-dev.example.com', 'dev'],
    ['portal.qa.example.com', 'qa'],
    ['qa-portal.example.com:8443', 'qa'],
    ['stg.portal.example.com', 'stg'],
    ['portal-stg.example.com', 'stg'],
    ['portal.example.com', 'production'],
    ['devices.example.com', 'production'],
    ['aqua.example.com', 'production'],
    ['', 'production'],
  ])('%j → %s', (host, expected) => {
    expect(environmentFromHost(host)).toBe(expected);
  });
});

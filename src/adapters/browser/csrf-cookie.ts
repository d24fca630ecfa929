/** Reads the CSRF token the backend set at sign-in (cookie XSRF-TOKEN, server/http/cookies.ts). */
export const readCsrfCookie = (cookieHeader: string): string | undefined => {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'XSRF-TOKEN') return decodeURIComponent(value.join('='));
  }
  return undefined;
};

import Bowser from 'bowser';

/** A browser and its system as a person names them ("Chrome on macOS"), from a user agent. */
export interface DeviceName {
  readonly browser: string;
  readonly system: string;
}

/** What the user agent says, as Bowser reads it; an agent it cannot read names nothing. */
export const deviceNameOf = (userAgent: string | undefined): DeviceName | undefined => {
  if (userAgent === undefined || userAgent.trim() === '') return undefined;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ?? '';
  const system = parsed.os.name ?? '';
  return browser === '' && system === '' ? undefined : { browser, system };
};

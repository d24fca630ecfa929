import type { Navigator } from '../../application/ports/navigator.port';

export class BrowserNavigator implements Navigator {
  constructor(private readonly location: Pick<Location, 'assign' | 'replace'>) {}

  assign(url: string): void {
    this.location.assign(url);
  }

  replace(url: string): void {
    this.location.replace(url);
  }
}

import type {
  InAppNavigation,
  Navigator,
  ShowOptions,
} from '../../application/ports/navigator.port';

export class BrowserNavigator implements Navigator {
  private router: InAppNavigation | undefined;

  constructor(private readonly location: Pick<Location, 'assign' | 'replace' | 'reload'>) {}

  show(path: string, options: ShowOptions = {}): void {
    if (this.router !== undefined) this.router(path, options);
    // No router yet (the page is still starting): the browser loads the page itself.
    else if (options.replace === true) this.location.replace(path);
    else this.location.assign(path);
  }

  assign(url: string): void {
    this.location.assign(url);
  }

  replace(url: string): void {
    this.location.replace(url);
  }

  reload(): void {
    this.location.reload();
  }

  connectRouter(navigate: InAppNavigation): () => void {
    this.router = navigate;
    return () => {
      if (this.router === navigate) this.router = undefined;
    };
  }
}

/** What can go wrong talking to the services backend, as values the application decides on. */
export type ServiceError =
  | { readonly code: 'service.unauthorized' }
  | {
      readonly code: 'service.rejected';
      readonly status: number;
      readonly error: string;
      readonly message: string;
    }
  | { readonly code: 'service.malformedResponse' }
  | { readonly code: 'service.unavailable'; readonly status?: number }
  /** The backend is under maintenance (503 UNDER_MAINTENANCE): the portal shows its page for it. */
  | { readonly code: 'service.underMaintenance' }
  | { readonly code: 'service.timeout' }
  | { readonly code: 'service.networkFailure' };

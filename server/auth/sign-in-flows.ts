import { hash, randomBytes } from 'node:crypto';
import { epochSeconds, type Clock } from '../clock';
import type { ProviderRecordRepository } from '../identity/provider-record-repository';
import { digestOf, newSecretToken } from './secret-tokens';

/**
 * The code flows the server starts for the login page (docs/decisions/server-rendering.md
 * D-SSR-6): the PKCE verifier, the nonce and the page to land on stay on the server, under the
 * digest of the flow's `state`, for as long as the provider keeps a sign-in interaction. A flow is
 * bound to the browser that started it by a random cookie, so a callback address made in another
 * browser (login CSRF) is refused; every tab of a browser shares that cookie, so tabs that start
 * sign-ins side by side do not undo each other.
 */

/** The model under which flows are kept among the provider's records. */
export const SIGN_IN_FLOW_MODEL = 'PortalSignInFlow';

/** How long a started flow can be completed (the provider's interaction lives as long). */
export const SIGN_IN_FLOW_SECONDS = 60 * 60;

/** The HttpOnly cookie that binds flows to the browser that started them. */
export const FLOW_BINDING_COOKIE = 'portal_sign_in';

export interface StartedFlow {
  readonly state: string;
  readonly nonce: string;
  /** S256 of the verifier, for the authorization request. */
  readonly codeChallenge: string;
}

export interface RedeemedFlow {
  readonly verifier: string;
  readonly nonce: string;
  /** The allowed page or site to land on, undefined for the portal's home. */
  readonly returnTo: string | undefined;
}

interface FlowRecord {
  readonly verifier: string;
  readonly nonce: string;
  readonly returnTo?: string;
  /** The digest of the browser's binding cookie. */
  readonly binding: string;
}

const isFlowRecord = (value: unknown): value is FlowRecord =>
  typeof value === 'object' &&
  value !== null &&
  'verifier' in value &&
  typeof value.verifier === 'string' &&
  'nonce' in value &&
  typeof value.nonce === 'string' &&
  'binding' in value &&
  typeof value.binding === 'string' &&
  (!('returnTo' in value) || typeof value.returnTo === 'string');

/** A fresh binding value for a browser that has none yet. */
export const newFlowBinding = (): string => newSecretToken();

export class SignInFlows {
  constructor(
    private readonly records: ProviderRecordRepository,
    private readonly clock: Clock,
  ) {}

  /** Starts a flow for the browser holding `binding`; `returnTo` is already allowed. */
  async start(binding: string, returnTo: string | undefined): Promise<StartedFlow> {
    const state = newSecretToken();
    const verifier = randomBytes(32).toString('base64url');
    const nonce = newSecretToken();
    const record: FlowRecord = {
      verifier,
      nonce,
      binding: digestOf(binding),
      ...(returnTo === undefined ? {} : { returnTo }),
    };
    await this.records.save({
      model: SIGN_IN_FLOW_MODEL,
      id: digestOf(state),
      payload: JSON.stringify(record),
      grantId: null,
      userCode: null,
      uid: null,
      accountId: null,
      expiresAt: epochSeconds(this.clock) + SIGN_IN_FLOW_SECONDS,
    });
    return { state, nonce, codeChallenge: hash('sha256', verifier, 'base64url') };
  }

  /**
   * The flow `state` names, once: undefined when it is unknown, expired, used already, or was
   * started by another browser (`binding` is this request's cookie).
   */
  async redeem(state: string, binding: string | undefined): Promise<RedeemedFlow | undefined> {
    if (binding === undefined || binding === '') return undefined;
    const id = digestOf(state);
    const found = await this.records.find(SIGN_IN_FLOW_MODEL, 'id', id);
    const now = epochSeconds(this.clock);
    if (found === undefined || found.consumedAt !== null) return undefined;
    if (found.expiresAt !== null && found.expiresAt <= now) return undefined;
    const record: unknown = JSON.parse(found.payload);
    if (!isFlowRecord(record) || record.binding !== digestOf(binding)) return undefined;
    await this.records.consume(SIGN_IN_FLOW_MODEL, id, now);
    return { verifier: record.verifier, nonce: record.nonce, returnTo: record.returnTo };
  }
}

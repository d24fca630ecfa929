import * as E from 'fp-ts/Either';
import { resolveCountry } from '../../domain/locale/country';
import type { Locale } from '../../domain/locale/locale';
import { Store } from '../view-model-store';
import type { AccountGateway, UpdatedProfile } from '../ports/account-gateway.port';
import type { ProfileGateway, UserProfile } from '../ports/profile-gateway.port';
import {
  toAccountProfileViewModel,
  type AccountProfileState,
  type AccountProfileViewModel,
} from './account-profile.view-model';
import {
  checkProfileForm,
  languageOf,
  profileFormValuesOf,
  profileSaveErrorOf,
  profileSaveOf,
  type ProfileFormValues,
} from './profile-form';

type Ready = Extract<AccountProfileState, { status: 'ready' }>;

/** What the frame does after a save: reads the profile again (the header shows the new name). */
export interface ProfileFollower {
  load(): Promise<void>;
}

/** A save's outcome for the page: the language to switch the portal to, when it changed. */
export type ProfileSaveOutcome =
  | { readonly saved: true; readonly switchLanguageTo: Locale | undefined }
  | { readonly saved: false };

/**
 * The profile details the form starts from, as getUserProfile answers them (D-ACCT-UI-1): a phone
 * number or address the answer leaves out shows as empty fields.
 */
export const editableProfileOf = (profile: UserProfile): UpdatedProfile => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email,
  phoneNumber: profile.phoneNumber ?? '',
  countryCode: profile.countryCode,
  languagePreference: profile.languagePreference,
  street: profile.address?.street ?? '',
  city: profile.address?.city ?? '',
  state: profile.address?.state ?? '',
  postalCode: profile.address?.postalCode ?? '',
});

const LOADING: AccountProfileState = { status: 'loading' };

/**
 * The My Account page (spec §2 /accountInfo/profile): the profile details (address included) read
 * with getUserProfile, edited and saved with PUT /auth/updateUserProfile in either of its two
 * variants (§3), validated by §5's rules for the account's country first (D-ACCT-UI-1).
 */
export class AccountProfile extends Store<AccountProfileViewModel> {
  private current: AccountProfileState = LOADING;
  /** Each read has a number: an answer after the page closed or read again is dropped. */
  private generation = 0;

  constructor(
    private readonly profiles: ProfileGateway,
    private readonly account: AccountGateway,
    private readonly frame: ProfileFollower,
  ) {
    super(toAccountProfileViewModel(LOADING));
  }

  async open(): Promise<void> {
    const generation = ++this.generation;
    this.next({ status: 'loading' });
    const profile = await this.profiles.getUserProfile()();
    if (generation !== this.generation) return;
    this.next(
      E.isLeft(profile)
        ? { status: 'failed' }
        : {
            status: 'ready',
            profile: editableProfileOf(profile.right),
            saving: false,
            errors: undefined,
            saves: 0,
          },
    );
  }

  dispose(): void {
    this.generation += 1;
  }

  /** Saves the form; on a failure the page keeps what was typed and shows why. */
  async save(values: ProfileFormValues): Promise<ProfileSaveOutcome> {
    const ready = this.ready();
    if (ready === undefined || ready.saving) return { saved: false };
    const saved = profileFormValuesOf(ready.profile);
    const valid = checkProfileForm(saved, values, resolveCountry(ready.profile.countryCode));
    if (E.isLeft(valid)) {
      this.next({ ...ready, errors: valid.left });
      return { saved: false };
    }
    const generation = this.generation;
    this.next({ ...ready, saving: true, errors: undefined });
    const save = profileSaveOf(ready.profile, valid.right);
    const answer = await (
      save.variant === 'language'
        ? this.account.updateLanguagePreference(save.languagePreference)
        : this.account.updateProfile(save.update)
    )();
    const after = this.ready();
    if (generation !== this.generation || after === undefined) return { saved: false };
    if (E.isLeft(answer)) {
      this.next({ ...after, saving: false, errors: profileSaveErrorOf(answer.left) });
      return { saved: false };
    }
    this.next({
      status: 'ready',
      profile: answer.right,
      saving: false,
      errors: undefined,
      saves: after.saves + 1,
    });
    // Spec §7: the backend's cached data of the user goes before anything reads the profile again;
    // the save stands whether or not the purge answers.
    await this.account.purgeCache(answer.right.email)();
    void this.frame.load();
    const before = languageOf(ready.profile.languagePreference);
    const now = languageOf(answer.right.languagePreference);
    return { saved: true, switchLanguageTo: now === before ? undefined : now };
  }

  private ready(): Ready | undefined {
    return this.current.status === 'ready' ? this.current : undefined;
  }

  private next(state: AccountProfileState): void {
    this.current = state;
    this.set(toAccountProfileViewModel(state));
  }
}

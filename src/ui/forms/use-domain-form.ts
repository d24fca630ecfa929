import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type PathValue,
  type RefCallBack,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { MessageId } from '../i18n/message-id';
import { domainResolver, type DomainFormErrors, type DomainValidation } from './domain-resolver';

export interface DomainFormOptions<Values extends FieldValues> {
  readonly defaultValues: DefaultValues<Values>;
  /** The domain validation (see ./domain-resolver.ts for adapters of the domain's shapes). */
  readonly validate: DomainValidation<Values>;
  /** Receives the values the domain validation returned; the form is "submitting" until it settles. */
  readonly onSubmit: (values: Values) => void | Promise<void>;
  /**
   * Errors found after submitting (a use case's state, a service's answer): shown like the form's
   * own, the first invalid field focused.
   */
  readonly serverErrors?: DomainFormErrors<Values>;
  /** A submission still running elsewhere (a use case's `submitting`). */
  readonly submitting?: boolean;
  /** Field ids are `<idPrefix>-<name>`; a unique prefix unless told. */
  readonly idPrefix?: string;
}

/** What `field(name)` gives a field component (TextField, PasswordField, Select, Checkbox…). */
export interface FormFieldBinding<Name extends string> extends UseFormRegisterReturn<Name> {
  readonly id: string;
  /** The field's value in the page's markup, before any script runs. */
  readonly defaultValue?: string;
  /** The field's error in the user's language: the component sets aria-invalid and aria-describedby. */
  readonly error: string | undefined;
}

/**
 * A field's ref that keeps what the user typed into a server-rendered page before its script took
 * over: react-hook-form writes the default value into the field it registers, and the typed value
 * is put back as the form's value.
 */
const keepingTypedValue =
  (ref: RefCallBack, attached: WeakSet<object>, keep: (typed: string) => void): RefCallBack =>
  (element: unknown) => {
    const field =
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
        ? element
        : undefined;
    // Only when the field first joins the form: later calls come with each render.
    const joining = field !== undefined && !attached.has(field);
    const typed = field?.value;
    ref(element);
    if (field === undefined || !joining) return;
    attached.add(field);
    if (typed !== undefined && field.value !== typed) keep(typed);
  };

// Safe: this module and ./domain-resolver.ts write every error's message, always a message id.
const messageIdOf = (error: Pick<FieldError, 'message'> | undefined): MessageId | undefined =>
  error?.message as MessageId | undefined;

/**
 * One way for every form: react-hook-form with the domain's validation as its resolver, so each
 * field gets the spec's message (localized here, at the edge), the first invalid field takes focus
 * on submit, and the form knows when it is submitting and what its form-level error is.
 */
export const useDomainForm = <Values extends FieldValues>({
  defaultValues,
  validate,
  onSubmit,
  serverErrors,
  submitting = false,
  idPrefix,
}: DomainFormOptions<Values>) => {
  const intl = useIntl();
  const generatedPrefix = useId();
  // The first render's values are the markup's: later defaults are react-hook-form's to apply.
  const [markupDefaults] = useState(defaultValues);
  const attached = useRef(new WeakSet<object>());
  const prefix = idPrefix ?? generatedPrefix;
  const form = useForm<Values>({
    defaultValues,
    resolver: domainResolver(validate),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = form.formState;
  const { setError } = form;

  // Each new set of server field errors (a new object from the use case's state) is shown once.
  const serverFields = serverErrors?.fields;
  // Until the effect below has run (in the server's markup, and in the hydration that matches it)
  // the server's field errors are shown as they are.
  const appliedFields = useRef<typeof serverFields>(undefined);
  useEffect(() => {
    appliedFields.current = serverFields;
    if (serverFields === undefined) return;
    const invalid = Object.entries(serverFields).filter(
      (entry): entry is [Path<Values>, MessageId] => entry[1] !== undefined,
    );
    invalid.forEach(([name, id], index) =>
      setError(name, { type: 'server', message: id }, { shouldFocus: index === 0 }),
    );
  }, [serverFields, setError]);

  const fieldError = (name: Path<Values>): string | undefined => {
    const own = messageIdOf(form.getFieldState(name, form.formState).error);
    const fromServer = Object.entries(serverFields ?? {}).find(([field]) => field === name)?.[1];
    const id = own ?? (appliedFields.current === serverFields ? undefined : fromServer);
    return id === undefined ? undefined : intl.formatMessage({ id });
  };

  const fieldErrorCount = Object.keys(errors).filter((name) => name !== 'root').length;

  return {
    form,
    /** The form's onSubmit: validates, focuses the first error or calls onSubmit. */
    submit: form.handleSubmit(onSubmit),
    submitting: isSubmitting || submitting,
    hasFieldErrors: fieldErrorCount > 0,
    /** The form-level message: the service's, else the validation's (e.g. "Please fill out required fields."). */
    formError: serverErrors?.form ?? messageIdOf(errors.root),
    field: <Name extends Path<Values>>(name: Name): FormFieldBinding<Name> => {
      const registered = form.register(name);
      const initial: unknown = get(markupDefaults, name);
      return {
        ...registered,
        // In the page's markup from the start (a server-rendered page shows it before any script).
        ...(typeof initial === 'string' ? { defaultValue: initial } : {}),
        ref: keepingTypedValue(registered.ref, attached.current, (typed) =>
          // A text field's value is the string typed into it.
          form.setValue(name, typed as PathValue<Values, Name>),
        ),
        id: `${prefix}-${name}`,
        error: fieldError(name),
      };
    },
  };
};

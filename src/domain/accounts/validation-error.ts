// Expected validation failures are values with a stable code; every code is also the message id of
// the spec's English text in translations/source/en-us/domain.json (docs/architecture.md).

export interface ValidationError<Code extends string = string> {
  readonly code: Code;
}

export const BLANK_FIELD = 'validation.required.blank';

export type BlankField = typeof BLANK_FIELD;

// Spec §5 "Required fields: "Please fill out required fields." and "This field cannot be left
// blank."" The first is the form's banner, the second the field's own message: each field's rule
// answers BLANK_FIELD for a blank value (validation-error.ts), and the forms put the banner over
// any blank field (registration-form.ts, src/application/account-area/profile-form.ts).

export const isBlank = (value: string): boolean => value.trim() === '';

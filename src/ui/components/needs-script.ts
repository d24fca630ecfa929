/**
 * Marks a control that does something only through the portal's script (a `type="button"`
 * button), or a sentence true only with it: with JavaScript off it is not shown
 * (public/index.html's `<noscript>` style), so a page used without script offers only what works
 * there, its forms' own buttons, and says only what happens there.
 */
export const NEEDS_SCRIPT = { 'data-needs-script': '' } as const;

/**
 * Marks what is there for a browser without JavaScript only (a form whose work the script does by
 * itself): public/index.html's style hides it, and its `<noscript>` style shows it.
 */
export const WITHOUT_SCRIPT = { 'data-without-script': '' } as const;

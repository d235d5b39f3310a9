/**
 * The top bar's dialogs, imported from a chunk of their own: the lists of their chunks Vite preloads with
 * them (the cart panel, the bug report form and the rest: some eighty files) live here rather than in the top
 * bar every public page downloads. The top bar fetches this small chunk as soon as the pointer or the
 * keyboard reaches it, so opening a dialog costs no extra round trip.
 */
export const loadBugDialog = () =>
  import('../../features/bugs/components/bug-dialog').then((m) => m.BugDialog);

export const loadBranchSwitchDialog = () =>
  import('../../features/profile/components/branch-switch-dialog').then((m) => m.BranchSwitchDialog);

export const loadCartPanel = () =>
  import('../../features/cart/components/cart-panel').then((m) => m.CartPanel);

export const loadHelpDialog = () => import('./help-dialog').then((m) => m.HelpDialog);

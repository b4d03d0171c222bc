// Messages shared by more than one form. Internal: each subpath re-exports what it needs.

/** spec 1 §5 and spec 2 §5: an invalid submit of the newsletter or the checkout form. */
export const INVALID_FORM_MESSAGE = "There has been an error. Please check below to see what fields are invalid.";

/** An email field's message where the spec shows none (ours): checkout and login. */
export const EMAIL_ADDRESS_MESSAGE = "Please enter a valid email address";

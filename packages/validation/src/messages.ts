// Messages shared by more than one form. Internal: each subpath re-exports what it needs.

/** spec 1 §5 and spec 2 §5: an invalid submit of the newsletter or the checkout form. */
export const INVALID_FORM_MESSAGE = "There has been an error. Please check below to see what fields are invalid.";

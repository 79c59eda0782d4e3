/** The footer button's words and the modal's title: here so the button does not load the modal to say them. */
export const CEO_FEEDBACK_TITLE = 'Share your thoughts with our CEO';

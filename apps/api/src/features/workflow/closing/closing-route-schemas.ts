export const CLOSING_TAGS = ['service-application'];

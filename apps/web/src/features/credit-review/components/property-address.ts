import type { Application } from '@lintel/domain/application/application';

/** "12 Elm Street, Denver, CO 80202", or a plain phrase when the application has no address yet. */
export function propertyAddressText(application: Application): string {
  const p = application.property;
  if (!p?.street1) return 'the property you applied with';
  const line = [p.street1, p.street2].filter(Boolean).join(' ');
  return `${line}, ${[p.city, [p.state, p.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')}`;
}

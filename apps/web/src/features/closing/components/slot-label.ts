// The borrower's own time zone: the browser's (spec: slots shown where the borrower is).
const dayLabel = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
const timeLabel = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "Tuesday, November 24, 8:00 AM PST": a slot's start in the browser's time zone. */
export function slotLabel(start: string): string {
  const date = new Date(start);
  return `${dayLabel.format(date)}, ${timeLabel.format(date)}`;
}

import { themeCssEntries } from '@lintel/domain/organisation/theme-css';
import type { OrgTheme } from '@lintel/domain/organisation/organisation';

/** True when the server already wrote the theme into the page (`<style id="lintel-theme">`). */
export function hasInjectedTheme(doc: Document = document): boolean {
  return doc.getElementById('lintel-theme') !== null;
}

/** Dev (no injected style): set the same CSS variables the server would have written. */
export function applyTheme(theme: OrgTheme, element: HTMLElement = document.documentElement): void {
  for (const [name, value] of themeCssEntries(theme)) element.style.setProperty(name, value);
}

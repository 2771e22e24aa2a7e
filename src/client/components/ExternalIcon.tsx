/**
 * Small monochrome marks for the header's external links (drawn here, no icon font). Each is an
 * SVG file used as a mask over the text colour (Header.css): the shapes cost the stylesheet a few
 * hundred bytes instead of the script every page runs first.
 */
export type ExternalIconName = 'github' | 'x' | 'stackoverflow';

export function ExternalIcon({ name }: { name: ExternalIconName }): React.JSX.Element {
  return <span className={`external-icon external-icon--${name}`} aria-hidden="true" />;
}

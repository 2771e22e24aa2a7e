/**
 * webpack's cube mark. An image file (icons/logo.svg, content-hashed and cached for good) rather
 * than inline SVG: the shapes stay out of the script every page runs first. Its box is reserved, so
 * nothing moves when it arrives.
 */
import logo from './icons/logo.svg';

export function Logo(): React.JSX.Element {
  return <img className="logo" src={logo} alt="" width="32" height="32" />;
}

import './spinner.css';

/** A small busy ring for a button whose request is under way (decorative: the button says the rest). */
export function Spinner() {
  return <span className="ui-spinner" aria-hidden="true" />;
}

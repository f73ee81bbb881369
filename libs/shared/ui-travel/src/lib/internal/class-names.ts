/** Joins the class names that apply, so conditional CSS-module classes stay readable. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** The `color-name` package (CSS Color 4 named colours) ships no types. */
declare module 'color-name' {
  const NAMED_COLOURS: Readonly<Record<string, readonly [number, number, number]>>;
  export default NAMED_COLOURS;
}

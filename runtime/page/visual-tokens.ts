/**
 * The visual defaults a page falls back on where its owner set nothing: colours, the button's
 * shape and weight, a card's padding and corner, and the icon sizes of the runtime's controls.
 * One table, so a theme change is one edit and no default hides as a bare number in a component.
 * The schema's own `.default(...)` values and the CSS read from here too where they coincide.
 */
export const VISUAL_TOKENS = {
  colour: {
    accent: '#b4532a',
    text: '#1f1a17',
    pageBackground: '#ffffff',
    /** Text on the accent colour (a filled button). */
    onAccent: '#ffffff',
    /** An image's box before the image arrives. */
    imageFallback: '#e9e4de',
    /** A section background whose image or video has not arrived (or failed). */
    backgroundFallback: '#2a211c',
  },
  button: { radiusPx: 10, weight: 600 },
  card: { radiusPx: 14, padTopPx: 0, padBottomPx: 16, padSidePx: 16 },
  /** Icon sizes (px) of the runtime's own controls, by the role they play. */
  icon: {
    /** Small steppers inside a line (the cart's count buttons and remove). */
    inline: 16,
    /** Controls beside text: pagination arrows, a dropdown's chevron, a button's icon. */
    control: 18,
    /** Close buttons of dialogs, slider arrows, the swipe hint. */
    dialog: 22,
    /** A floating button (the cart widget). */
    widget: 24,
    /** The play button over a video poster. */
    play: 34,
  },
} as const;

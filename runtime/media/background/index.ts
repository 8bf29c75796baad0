/** Section backgrounds: colour, image and video, with their effects (spec 001 §3, §4, §9; 000 §1). */
export { SectionBackground } from './SectionBackground';
export { BackgroundPlayersProvider, DEFAULT_BACKGROUND_PLAYERS, useBackgroundPlayers, type BackgroundPlayers } from './players';
export { activeEffect, effectForViewport, MOTION_EFFECTS, parallaxFactor } from './effects';
export { coverBox, fixedFrame, parallaxFrame, type CoverBox, type LayerFrame } from './geometry';
export { backgroundImageSource, drawnWidth } from './image-source';
export { planBackgroundVideo, type VideoPlan } from './video-plan';
export type { BackgroundVideoSnapshot, BackgroundVideoStatus } from './video-controller';
export * from './constants';

export { CardSlider, GenericSlider, type SliderProps, type SliderState } from './Slider';
export { SwiperLoaderProvider, type SwiperKitLoader } from './load-swiper';
export { DEFAULT_SLIDER_SETTINGS, resolveSliderSettings, type SliderEnabledOn, type SliderSettings, type SliderVariant } from './rules';
export * from './constants';

/** The shop's catalogue card style, shared by the catalogue and card stories. */
export const SHOP_CARD_STYLE = {
  background: { color: '#ffffff' },
  radius: 16,
  border: '#ecdccb',
  transitions: 'lift',
  actions: { button: 'cart', cart: 'cart', name: true, media: true, buttonText: 'Add to cart' },
  button: { fill: '#b4532a', border: { radius: 10 }, text: { color: '#fff8f0', size: 15, weight: 600 }, icon: 'cart', wide: true, shadow: true },
  elements_list: ['media', 'name', 'article', 'description', 'options', 'divider', 'available', 'price', 'button', 'more_details'],
  elements_styles: {
    name: { size: 19, weight: 600, font: 'serif', color: '#2b1a10', paddingTop: 14 },
    article: { size: 12, color: '#7d6a58', paddingTop: 4 },
    description: { size: 14, color: '#6b5a4c', lines: 2 },
    options: { size: 14, color: '#3b2a1e', paddingTop: 12 },
    available: { size: 13, color: '#4f6b3a' },
    price: { size: 21, weight: 700, color: '#b4532a' },
    button: { paddingTop: 14 },
  },
  padding: { top: 0, bottom: 20, side: 18 },
  media: { proportion: 0.8, fit: 'cover', slider: true },
};

/**
 * Message texts for every key the specs name, in English and Russian, and the translator the
 * runtime context hands to components as `t`.
 *
 * English is the source of keys (`MessageKey`); a missing Russian text falls back to English, and
 * a unit test keeps both tables complete. Wording is ours: the specs name keys, never texts.
 * `cart::promotion::code::timeout_error` is read as "the promo code's validity period is over".
 */

const en = {
  'ecommerce::card::empty': 'No product selected for this card',
  'ecommerce::section::empty': 'There are no products here yet',
  'ecommerce::section::categories': 'Product categories',
  'ecommerce::section::load_more': 'Show more',
  'ecommerce::section::loading': 'Loading products…',
  'ecommerce::section::pagination': 'Pages',
  'ecommerce::section::page': 'Page {page}',
  'ecommerce::section::previous_page': 'Previous page',
  'ecommerce::section::next_page': 'Next page',
  'ecommerce::section::problems_admin': '{count} product data problems; see the console',
  'ecommerce::section::admin_load_ignored': 'Loading more products works in preview and on the published site',
  'ecommerce::section::load_failed_admin': 'Loading page {page} of “{list}” failed: {reason}',
  'ecommerce::section::load_failed_admin_unnamed': 'Loading page {page} failed: {reason}',
  'ecommerce::section::load_error::timeout': 'the request timed out ({seconds} s)',
  'ecommerce::section::load_error::server': 'the server answered with error {status}',
  'ecommerce::section::load_error::network': 'the network request failed (no answer)',
  'ecommerce::section::load_error::malformed': 'the answer was not a valid products list',
  'ecommerce::section::load_error::not_found': 'the server found no such products (error 404)',
  'ecommerce::section::load_error::refused': 'the server refused the request (status {status})',
  'ecommerce::section::load_error::unknown': 'an unexpected error ({message})',
  'ecommerce::card::add_to_cart': 'Add to cart',
  'ecommerce::card::choose_options': 'Choose options',
  'ecommerce::card::more_details': 'More details',
  'ecommerce::card::view_product': 'View product',
  'ecommerce::card::in_cart': 'In cart: {count}',
  'ecommerce::card::added': 'Added to cart: {name}. In cart: {count}',
  'ecommerce::card::article': 'Art. {article}',
  'ecommerce::card::no_price': 'Price on request',
  'ecommerce::card::old_price': 'Was {price}',
  'ecommerce::option::locked': 'Not available in this combination; choosing it changes the other options',
  'ecommerce::option::disabled': 'Not available',
  'ecommerce::order::no_variant': 'This combination is not available',
  'ecommerce::order::out_of_stock': 'Out of stock',
  'ecommerce::order::not_orderable': 'Not available for order',
  'ecommerce::available::unlimited': 'In stock',
  'ecommerce::available::count': 'In stock: {count}',
  'ecommerce::available::out': 'Out of stock',
  'ecommerce::available::not_orderable': 'Not available for order',
  'ecommerce::available::none': 'Not available',
  'ecommerce::modal::title': 'Choose options',
  'ecommerce::modal::close': 'Close',

  'cart::promotion::code::notfound_error': 'Promo code not found',
  'cart::promotion::code::amount_error': 'This promo code applies to orders from {sum}',
  'cart::promotion::code::default_error': 'The promo code could not be applied',
  'cart::promotion::code::timeout_error': 'This promo code has expired',

  'form::error_file_accept': '{name}: this file type is not allowed',
  'form::error_file_size': '{name} is larger than {size}',
  'form::error_file': 'The file could not be uploaded',
  'form::file_uploading': 'Uploading…',
  'form::file_done': 'Uploaded',
  'form::file_aborted': 'Upload cancelled',
  'form::file_abort': 'Cancel the upload of {name}',
  'form::file_retry': 'Upload {name} again',
  'form::file_remove': 'Remove {name}',
  'form::captcha_not_checked': 'Please confirm that you are not a robot',
  'form::captcha_error': 'The captcha check failed, please try again',
  'form::required': 'Please fill in this field',
  'form::phone': 'Please enter the full phone number',
  'form::text': 'Please fill in this field completely',
  'form::email': 'Please enter a valid email address',
  'form::digits': 'Use only digits, spaces, brackets, plus and minus',
  'form::phone_minlength': 'The phone number is too short',
  'form::loading': 'Please wait until the file has uploaded',
  'form::success': 'Thank you! Your request has been sent',
  'form::sending': 'Sending…',
  'form::all_empty': 'The form is empty: fill it in before sending',
  'form::admin_not_sent': 'Forms are checked but not sent while editing',
  'form::redirect_refused': 'The form was sent, but its redirect address is not allowed',
  'form::code_failed': 'The form was sent, but its script failed',
  'form::captcha_load_error': 'The captcha could not be loaded. Please try again later',
  'form::captcha_title': 'Confirm that you are not a robot',

  'request::network': 'Network error. Check your connection and try again',
  'request::unauthorized': 'Please sign in again',
  'request::not_found': 'Page not found',
  'request::parse': 'The server sent an incorrect answer',
  'request::unknown': 'Something went wrong. Please try again',
  'request::timeout': 'The server is taking too long to answer. Please try again',
  'request::form': 'Please check the highlighted fields',
  'request::server': 'Server error. Please try again later',

  'runtime::not_implemented': 'Not supported yet: {type}',
  'runtime::broken_part': 'This {what} could not be shown',
  'runtime::hidden_on': 'Hidden on {viewport}',
  'runtime::viewport::mobile': 'mobile',
  'runtime::viewport::desktop': 'desktop',
  'media::lightbox::open': 'Open the image large',
  'media::lightbox::close': 'Close',
  'media::lightbox::dialog': 'Image',
  'modal::close': 'Close',
  'modal::dialog': 'Dialog',
  'modal::missing_admin': 'There is no modal "{id}" on this page',
  'anchors::label': 'Page sections',
  'anchors::placeholder_admin': 'The anchors widget shows when at least {count} enabled blocks have anchors',
  'pay::title': 'Payment',
  'pay::bill': 'Bill No. {id}',
  'pay::sum': 'Amount',
  'pay::choose': 'Choose a payment method',
  'pay::method::cash': 'Cash',
  'pay::method::card': 'Bank card',
  'pay::method::sbp': 'Fast payment system',
  'pay::method::paypal': 'PayPal',
  'pay::method::other': 'Pay with {type}',
  'pay::loading': 'Loading the bill…',
  'pay::cash_title': 'Paying in cash',
  'pay::paid_title': 'This bill is already paid',
  'pay::paid_at': 'Paid {time}',
  'pay::success_title': 'Thank you, the payment went through',
  'pay::fail_title': 'The payment did not go through',
  'pay::fail_text': 'No money was taken. You can try again.',
  'pay::retry': 'Try again',
  'pay::no_methods': 'This bill cannot be paid online: it offers no payment method.',
  'pay::bad_link': 'This payment link is not complete. Please use the link from your bill.',
  'pay::error': 'The bill could not be loaded',
  'pay::back': 'Back to the methods',
  'video::play': 'Play video',
  'video::resume': 'Resume video',
  'bundle::empty_admin': 'This tabbed block has no tabs yet. Add a tab to fill it.',
  'bundle::tabs_label': 'Tabs',
  'slider::previous': 'Previous slide',
  'slider::next': 'Next slide',
  'slider::empty': 'This slider has no slides yet. Add images to show them here.',
  'slider::too_few_to_move': 'A slider needs at least {count} slides to loop or autoplay, so this one stays still. Add images to make it move.',
} as const;

export type MessageKey = keyof typeof en;
export type Language = 'en' | 'ru';
export type Catalogue = Record<MessageKey, string>;
/** A table the translator can read; any table may lack keys, which fall back to English. */
export type MessageTables = Readonly<Record<Language, Partial<Record<string, string>>>>;
/** `MessageKey | (string & ...)` keeps editor completion for known keys while accepting any string. */
export type Translate = (key: MessageKey | (string & Record<never, never>), params?: Record<string, string | number>) => string;

const ru: Catalogue = {
  'ecommerce::card::empty': 'Для этой карточки не выбран товар',
  'ecommerce::section::empty': 'Здесь пока нет товаров',
  'ecommerce::section::categories': 'Категории товаров',
  'ecommerce::section::load_more': 'Показать ещё',
  'ecommerce::section::loading': 'Загружаем товары…',
  'ecommerce::section::pagination': 'Страницы',
  'ecommerce::section::page': 'Страница {page}',
  'ecommerce::section::previous_page': 'Предыдущая страница',
  'ecommerce::section::next_page': 'Следующая страница',
  'ecommerce::section::problems_admin': 'Проблем в данных товаров: {count}; подробности в консоли',
  'ecommerce::section::admin_load_ignored': 'Подгрузка товаров работает в предпросмотре и на опубликованном сайте',
  'ecommerce::section::load_failed_admin': 'Не удалось загрузить страницу {page} списка «{list}»: {reason}',
  'ecommerce::section::load_failed_admin_unnamed': 'Не удалось загрузить страницу {page}: {reason}',
  'ecommerce::section::load_error::timeout': 'сервер не ответил вовремя ({seconds} с)',
  'ecommerce::section::load_error::server': 'сервер ответил ошибкой {status}',
  'ecommerce::section::load_error::network': 'сетевой запрос не прошёл (ответа нет)',
  'ecommerce::section::load_error::malformed': 'ответ не является корректным списком товаров',
  'ecommerce::section::load_error::not_found': 'сервер не нашёл таких товаров (ошибка 404)',
  'ecommerce::section::load_error::refused': 'сервер отклонил запрос (статус {status})',
  'ecommerce::section::load_error::unknown': 'непредвиденная ошибка ({message})',
  'ecommerce::card::add_to_cart': 'В корзину',
  'ecommerce::card::choose_options': 'Выбрать параметры',
  'ecommerce::card::more_details': 'Подробнее',
  'ecommerce::card::view_product': 'Открыть товар',
  'ecommerce::card::in_cart': 'В корзине: {count}',
  'ecommerce::card::added': 'Добавлено в корзину: {name}. В корзине: {count}',
  'ecommerce::card::article': 'Арт. {article}',
  'ecommerce::card::no_price': 'Цена по запросу',
  'ecommerce::card::old_price': 'Было {price}',
  'ecommerce::option::locked': 'Нет в этом сочетании; при выборе изменятся другие параметры',
  'ecommerce::option::disabled': 'Нет в наличии',
  'ecommerce::order::no_variant': 'Такого сочетания нет',
  'ecommerce::order::out_of_stock': 'Нет в наличии',
  'ecommerce::order::not_orderable': 'Недоступно для заказа',
  'ecommerce::available::unlimited': 'В наличии',
  'ecommerce::available::count': 'В наличии: {count}',
  'ecommerce::available::out': 'Нет в наличии',
  'ecommerce::available::not_orderable': 'Недоступно для заказа',
  'ecommerce::available::none': 'Нет в наличии',
  'ecommerce::modal::title': 'Выберите параметры',
  'ecommerce::modal::close': 'Закрыть',

  'cart::promotion::code::notfound_error': 'Промокод не найден',
  'cart::promotion::code::amount_error': 'Промокод действует для заказов от {sum}',
  'cart::promotion::code::default_error': 'Не удалось применить промокод',
  'cart::promotion::code::timeout_error': 'Срок действия промокода истёк',

  'form::error_file_accept': '{name}: файлы этого типа не принимаются',
  'form::error_file_size': 'Файл {name} больше {size}',
  'form::error_file': 'Не удалось загрузить файл',
  'form::file_uploading': 'Загружается…',
  'form::file_done': 'Загружен',
  'form::file_aborted': 'Загрузка отменена',
  'form::file_abort': 'Отменить загрузку {name}',
  'form::file_retry': 'Загрузить {name} ещё раз',
  'form::file_remove': 'Удалить {name}',
  'form::captcha_not_checked': 'Подтвердите, что вы не робот',
  'form::captcha_error': 'Проверка капчи не пройдена, попробуйте ещё раз',
  'form::required': 'Заполните это поле',
  'form::phone': 'Введите номер телефона полностью',
  'form::text': 'Заполните поле полностью',
  'form::email': 'Введите корректный адрес электронной почты',
  'form::digits': 'Используйте только цифры, пробелы, скобки, плюс и минус',
  'form::phone_minlength': 'Слишком короткий номер телефона',
  'form::loading': 'Дождитесь окончания загрузки файла',
  'form::success': 'Спасибо! Заявка отправлена',
  'form::sending': 'Отправляем…',
  'form::all_empty': 'Форма пуста: заполните её перед отправкой',
  'form::admin_not_sent': 'Во время редактирования формы проверяются, но не отправляются',
  'form::redirect_refused': 'Заявка отправлена, но адрес перехода недопустим',
  'form::code_failed': 'Заявка отправлена, но её скрипт завершился ошибкой',
  'form::captcha_load_error': 'Не удалось загрузить капчу. Попробуйте позже',
  'form::captcha_title': 'Подтвердите, что вы не робот',

  'request::network': 'Ошибка сети. Проверьте подключение и попробуйте ещё раз',
  'request::unauthorized': 'Войдите в систему ещё раз',
  'request::not_found': 'Страница не найдена',
  'request::parse': 'Сервер прислал некорректный ответ',
  'request::unknown': 'Что-то пошло не так. Попробуйте ещё раз',
  'request::timeout': 'Сервер слишком долго не отвечает. Попробуйте ещё раз',
  'request::form': 'Проверьте выделенные поля',
  'request::server': 'Ошибка сервера. Попробуйте позже',

  'runtime::not_implemented': 'Пока не поддерживается: {type}',
  'runtime::broken_part': 'Не удалось показать: {what}',
  'runtime::hidden_on': 'Скрыто на {viewport}',
  'runtime::viewport::mobile': 'мобильных',
  'runtime::viewport::desktop': 'десктопе',
  'media::lightbox::open': 'Открыть изображение крупно',
  'media::lightbox::close': 'Закрыть',
  'media::lightbox::dialog': 'Изображение',
  'modal::close': 'Закрыть',
  'modal::dialog': 'Окно',
  'modal::missing_admin': 'На этой странице нет окна «{id}»',
  'anchors::label': 'Разделы страницы',
  'anchors::placeholder_admin': 'Виджет якорей появится, когда якоря будут хотя бы у {count} включённых блоков',
  'pay::title': 'Оплата',
  'pay::bill': 'Счёт № {id}',
  'pay::sum': 'Сумма',
  'pay::choose': 'Выберите способ оплаты',
  'pay::method::cash': 'Наличными',
  'pay::method::card': 'Банковской картой',
  'pay::method::sbp': 'Система быстрых платежей',
  'pay::method::paypal': 'PayPal',
  'pay::method::other': 'Оплатить через {type}',
  'pay::loading': 'Загружаем счёт…',
  'pay::cash_title': 'Оплата наличными',
  'pay::paid_title': 'Этот счёт уже оплачен',
  'pay::paid_at': 'Оплачен {time}',
  'pay::success_title': 'Спасибо, оплата прошла',
  'pay::fail_title': 'Оплата не прошла',
  'pay::fail_text': 'Деньги не списаны. Можно попробовать ещё раз.',
  'pay::retry': 'Попробовать ещё раз',
  'pay::no_methods': 'Этот счёт нельзя оплатить онлайн: в нём нет способов оплаты.',
  'pay::bad_link': 'Ссылка на оплату неполная. Откройте ссылку из счёта.',
  'pay::error': 'Не удалось загрузить счёт',
  'pay::back': 'К способам оплаты',
  'video::play': 'Смотреть видео',
  'video::resume': 'Продолжить видео',
  'bundle::empty_admin': 'В этом блоке с вкладками пока нет вкладок. Добавьте вкладку, чтобы заполнить его.',
  'bundle::tabs_label': 'Вкладки',
  'slider::previous': 'Предыдущий слайд',
  'slider::next': 'Следующий слайд',
  'slider::empty': 'В этом слайдере пока нет слайдов. Добавьте изображения, чтобы они появились здесь.',
  'slider::too_few_to_move': 'Чтобы слайдер прокручивался по кругу или автоматически, нужно не меньше {count} слайдов, поэтому этот стоит на месте. Добавьте изображения, чтобы он двигался.',
};

export const MESSAGES: Readonly<Record<Language, Catalogue>> = { en, ru };

export const FALLBACK_LANGUAGE: Language = 'en';

const PLACEHOLDER = /\{(\w+)\}/g;

/** Module-wide, so that a missing key warns once per page however many translators exist. */
const warnedKeys = new Set<string>();

/** Fills `{name}` placeholders; a placeholder without a value stays visible, so the gap is noticed. */
function interpolate(text: string, params: Record<string, string | number>): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : placeholder));
}

/**
 * The translator for `language`. An unknown key returns the key itself (visible, never a crash)
 * and logs one console.warn per key. `tables` is for tests and hosts with their own texts.
 */
export function createTranslator(language: Language, tables: MessageTables = MESSAGES): Translate {
  return (key, params) => {
    const text = tables[language][key] ?? tables[FALLBACK_LANGUAGE][key];
    if (text === undefined) {
      if (!warnedKeys.has(key)) {
        warnedKeys.add(key);
        console.warn(`[i18n] no message for key "${key}"`);
      }
      return key;
    }
    return params ? interpolate(text, params) : text;
  };
}

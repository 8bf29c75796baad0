/**
 * Unit tests run as the full runtime does: where the test has a DOM (the jsdom environment), owner
 * markup is sanitised by DOMPurify (runtime/safety/text.ts); without one it is escaped.
 */
import { installDomPurify } from '../../runtime/safety/purify';

installDomPurify();

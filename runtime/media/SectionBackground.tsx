/** Section backgrounds live in ./background; this path stays for the importers that know it (core/Site.tsx). */
export { SectionBackground } from './background';

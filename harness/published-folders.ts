/**
 * The published folders the harness serves (harness/published-pages.ts, on Node) and the shell
 * opens (url-state.ts, OpenPageDialog): what both sides of that address agree on.
 */
export const PUBLISHED_FOLDERS_PREFIX = '/published-folders/';
/** A folder's name as the address carries it: one level, no dot first (so no `..` and no hidden folder). */
export const PUBLISHED_FOLDER_NAME = /^[\w-][\w.-]*$/;

/** What /published-folders/ answers: the folders `npm run publish` wrote into the directory, newest first. */
export interface PublishedFolderList {
  /** The directory, relative to the project when it is inside it. */
  dir: string;
  folders: { name: string; title: string; publishedAt: string }[];
}

/** The address of a published folder's page (its files' addresses are relative to it, so it ends with a slash). */
export function publishedFolderAddress(name: string): string {
  return `${PUBLISHED_FOLDERS_PREFIX}${encodeURIComponent(name)}/`;
}

/**
 * What the gallery shows in place of a story it cannot show: a link to a story that does not exist
 * (a renamed file, a mistyped id) or a story that threw as it rendered. A QA user following the link
 * reads why and goes on to the index, rather than facing a blank page.
 */
export function StoryFailure({ story, problem, indexHref }: { story: string; problem: string; indexHref: string }) {
  return (
    <main className="gallery-index">
      <div role="alert">
        <h2>The story “{story}” cannot be shown</h2>
        <p>{problem}</p>
      </div>
      <p>
        <a href={indexHref}>Back to the index of stories</a>
      </p>
    </main>
  );
}

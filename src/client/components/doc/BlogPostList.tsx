import type { BlogPost } from '../../../shared/types';

/** The blog's posts, newest first, each with its date and teaser. */
export function BlogPostList({ posts }: { posts: BlogPost[] }): React.JSX.Element {
  return (
    <ol className="blog-posts">
      {posts.map((post) => (
        <li key={post.url} className="blog-posts__item">
          <h2 className="blog-posts__title">
            <a href={post.url}>{post.title}</a>
          </h2>
          <time dateTime={post.date}>{post.shown}</time>
          <p>{post.teaser}</p>
        </li>
      ))}
    </ol>
  );
}

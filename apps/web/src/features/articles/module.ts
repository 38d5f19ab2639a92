import { lazyPage, SERVER_RENDERED, type WebModule } from "../../lib/web-module.ts";
import { NewspaperIcon } from "./components/icons.tsx";
import { articlesPaths } from "./paths.ts";

export { articlesPaths };

const editor = () => import("./pages/ArticleEditorPage.tsx");
const signInToWrite = () => import("./pages/SignInToWritePage.tsx");

export const articlesModule: WebModule = {
  name: "articles",
  nav: {
    labelKey: "articles:nav",
    icon: NewspaperIcon,
    section: "learn",
    order: 95,
    member: articlesPaths.index(),
    preview: articlesPaths.preview.index(),
  },
  adminCounts: [
    {
      key: "publishedArticles",
      labelKey: "articles:adminCount",
      icon: NewspaperIcon,
      order: 200,
    },
  ],
  member: [
    { path: "articles", lazy: lazyPage(() => import("./pages/ArticlesPage.tsx")) },
    { path: "articles/posts/:slug", lazy: lazyPage(() => import("./pages/ArticlePage.tsx")) },
    {
      path: "articles/post/:articleId",
      lazy: lazyPage(() => import("./pages/ArticleRedirectPage.tsx")),
    },
    // One page for both: the form stays as it is when a new draft's first save gives it an id.
    { path: "articles/new", lazy: lazyPage(editor) },
    { path: "articles/edit/:articleId", lazy: lazyPage(editor) },
    { path: "articles/mine", lazy: lazyPage(() => import("./pages/MyArticlesPage.tsx")) },
  ],
  preview: [
    {
      path: "articles",
      lazy: lazyPage(() => import("./pages/ArticlesPage.tsx")),
      handle: SERVER_RENDERED,
    },
    {
      path: "articles/posts/:slug",
      lazy: lazyPage(() => import("./pages/ArticlePage.tsx")),
      handle: SERVER_RENDERED,
    },
    {
      path: "articles/post/:articleId",
      lazy: lazyPage(() => import("./pages/ArticleRedirectPage.tsx")),
    },
    // Writing and one's own articles need an account: the preview says so.
    { path: "articles/new", lazy: lazyPage(signInToWrite) },
    { path: "articles/edit/:articleId", lazy: lazyPage(signInToWrite) },
    { path: "articles/mine", lazy: lazyPage(signInToWrite) },
  ],
  visitorsSeePreview: true,
  previewIsPublicContent: true,
};

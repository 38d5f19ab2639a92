import type { ComponentType } from "react";
import { lazyPage, SERVER_RENDERED, type WebModule } from "../../lib/web-module.ts";
import { NewspaperIcon } from "./components/icons.tsx";
import { articlesPaths } from "./paths.ts";

export { articlesPaths };

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyPage(() => load().then((m) => ({ default: m[name] })));

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
      lazy: named(() => import("./pages/ArticlesPage.tsx"), "PreviewArticlesPage"),
      handle: SERVER_RENDERED,
    },
    {
      path: "articles/posts/:slug",
      lazy: named(() => import("./pages/ArticlePage.tsx"), "PreviewArticlePage"),
      handle: SERVER_RENDERED,
    },
    {
      path: "articles/post/:articleId",
      lazy: named(() => import("./pages/ArticleRedirectPage.tsx"), "PreviewArticleRedirectPage"),
    },
    // Writing and one's own articles need an account: the preview says so.
    { path: "articles/new", lazy: lazyPage(signInToWrite) },
    { path: "articles/edit/:articleId", lazy: lazyPage(signInToWrite) },
    { path: "articles/mine", lazy: lazyPage(signInToWrite) },
  ],
  visitorsSeePreview: true,
  previewIsPublicContent: true,
};

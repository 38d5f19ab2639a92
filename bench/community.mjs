// Community: the articles index and an article page with 10,000 published articles and
// 100,000 comments on PGlite (target: p99 50 ms at 100 req/s, open loop). An article page is
// the article by its slug (counting the reader's view) and its first page of comments.
// `node bench/community.mjs` alone needs a built server (npm run build).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { OPEN_LOOP, openLoop, signUp, startServer, writeResult } from "./lib.mjs";

const ARTICLES = 10_000;
const COMMENTS_PER_ARTICLE = 10;
const RATE = 100;
const TARGET_P99_MS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

const CATEGORIES = [
  "preventive-health",
  "weight-loss",
  "fasting",
  "reproductive-health",
  "mental-health",
  "other",
];

/** Articles of about 600 words each, one a minute back in time; comments by two readers. */
const seedSql = (authorId, readerId) => [
  `INSERT INTO articles (user_id, title, slug, content, excerpt, categories, tags,
       publish_status, visibility, published_at, word_count, reading_time, comment_count,
       created_at, updated_at)
     SELECT '${authorId}', 'Bench article ' || g || ' on sleep and fasting', 'bench-article-' || g,
       repeat('<p>Regular sleep and a steady eating window help the body keep its rhythm. </p>', 50),
       'How sleep and fasting work together, part ' || g,
       ARRAY[(ARRAY['${CATEGORIES.join("','")}'])[1 + g % 6]],
       ARRAY['sleep', 'tag' || (g % 50)],
       'published', 'public', now() - g * interval '1 minute', 600, 3, ${COMMENTS_PER_ARTICLE},
       now() - g * interval '1 minute', now() - g * interval '1 minute'
     FROM generate_series(1, ${ARTICLES}) g`,
  `INSERT INTO article_comments (article_id, user_id, content, created_at, updated_at)
     SELECT a.id, CASE WHEN c % 2 = 0 THEN '${authorId}' ELSE '${readerId}' END,
       'Thank you, this helped: comment ' || c, a.created_at + c * interval '1 second',
       a.created_at + c * interval '1 second'
     FROM articles a CROSS JOIN generate_series(1, ${COMMENTS_PER_ARTICLE}) c
     WHERE a.slug LIKE 'bench-article-%'`,
];

async function measure(url, headers) {
  await openLoop({ url, headers, rate: RATE, durationS: 2, seed: 7 }); // warm-up
  const run = await openLoop({ url, headers, rate: RATE, durationS: DURATION_S });
  if (run.failures > 0) throw new Error(`${url}: ${run.failures} failed requests`);
  return { p50Ms: run.p50, p99Ms: run.p99, meetsTarget: run.p99 <= TARGET_P99_MS };
}

export async function benchCommunity(dataDir) {
  let server = await startServer({ DATA_DIR: dataDir });
  const author = await signUp(server.baseUrl, `bench-author-${Date.now()}@example.com`);
  const reader = await signUp(server.baseUrl, `bench-reader-${Date.now()}@example.com`);
  await server.stop();

  const db = await PGlite.create({ dataDir: join(dataDir, "db") });
  for (const statement of seedSql(author.userId, reader.userId)) await db.exec(statement);
  await db.exec("ANALYZE");
  const counts = (
    await db.query(
      `SELECT (SELECT count(*)::int FROM articles) AS articles,
              (SELECT count(*)::int FROM article_comments) AS comments,
              (SELECT id FROM articles WHERE slug = 'bench-article-5000') AS middle`,
    )
  ).rows[0];
  await db.close();

  server = await startServer({ DATA_DIR: dataDir });
  try {
    const api = `${server.baseUrl}/api/v1`;
    const headers = { cookie: reader.cookie };
    const pages = {
      index: await measure(`${api}/articles`, headers),
      indexByCategory: await measure(`${api}/articles?category=fasting`, headers),
      indexSearch: await measure(`${api}/articles?q=sleep`, headers),
      articleBySlug: await measure(`${api}/articles/by-slug/bench-article-5000`, headers),
      articleComments: await measure(`${api}/articles/${counts.middle}/comments`, headers),
      articleBySlugAsVisitor: await measure(`${api}/articles/by-slug/bench-article-5000`, {}),
    };
    const result = {
      load: OPEN_LOOP,
      database: "pglite",
      articles: counts.articles,
      comments: counts.comments,
      rateReqPerSec: RATE,
      durationS: DURATION_S,
      targetP99Ms: TARGET_P99_MS,
      pages,
      meetsTargets: Object.values(pages).every((p) => p.meetsTarget),
    };
    writeResult("community-pglite", result);
    return result;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = mkdtempSync(join(tmpdir(), "vitalog-bench-community-"));
  try {
    console.log(JSON.stringify(await benchCommunity(dir), null, 2));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

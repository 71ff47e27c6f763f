/**
 * wrk request scripts for the bench scenarios. Every random choice is seeded (math.randomseed in each thread's
 * init, from the thread's index), so two runs send the same requests.
 */

/** Gives each wrk thread an index (setup runs once per thread in the main Lua state) and seeds its generator. */
const THREADS = `local threadCount = 0
setup = function(thread)
  thread:set("index", threadCount)
  threadCount = threadCount + 1
end
init = function(args)
  index = index or 0
  math.randomseed(1000 + index)
  counter = 0
end
`;

const list = (values: string[]) => `{${values.map((value) => JSON.stringify(value)).join(',')}}`;

export interface ChapterRange {
  /** First and last novel id of the evenly filled novels, and the chapters each has. */
  first: number;
  last: number;
  per: number;
}

export const randomChapterLua = ({ first, last, per }: ChapterRange) => `${THREADS}
request = function()
  return wrk.format("GET", "/api/novels/" .. math.random(${first}, ${last}) .. "/chapters/" .. math.random(1, ${per}))
end`;

/** `/api/novels/name/{title}` for titles picked at random (titles URL-encoded here). */
export const novelByNameLua = (titles: string[]) => `${THREADS}
local titles = ${list(titles.map(encodeURIComponent))}
request = function()
  return wrk.format("GET", "/api/novels/name/" .. titles[math.random(1, #titles)])
end`;

/** One fixed path (the lists that the home page reads). */
export const pathLua = (path: string) => `${THREADS}
request = function()
  return wrk.format("GET", ${JSON.stringify(path)})
end`;

/** Pages of a list, the early ones far more often than deep ones (as readers page): offset = limit * page. */
export const pagedLua = (path: string, limit: number, pages: number) => `${THREADS}
request = function()
  local page = math.floor(math.random() ^ 3 * ${pages})
  return wrk.format("GET", ${JSON.stringify(path)} .. "limit=${limit}&offset=" .. (page * ${limit}))
end`;

/**
 * A filtered, sorted list page (issue 19 item 6): one of `genres` excluded at random, at least `minWords` words,
 * the most recently updated first, pages as `pagedLua` picks them.
 */
export const filteredPagedLua = (genres: string[], minWords: number, limit: number, pages: number) => `${THREADS}
local genres = ${list(genres.map(encodeURIComponent))}
request = function()
  local page = math.floor(math.random() ^ 3 * ${pages})
  return wrk.format("GET", "/api/novels?excludeGenres=" .. genres[math.random(1, #genres)] ..
    "&minWords=${minWords}&sortBy=updatedAt&sortOrder=desc&limit=${limit}&offset=" .. (page * ${limit}))
end`;

/**
 * Signed-in bookmark add then remove: each thread has its own readers (their session cookies); request i adds
 * reader (i mod R)'s bookmark of a novel and request i + R removes that same bookmark. At most `connections` / threads
 * requests are in flight per thread and R is larger, so the add has been answered before its remove is sent.
 */
export const bookmarkPairLua = (
  cookies: string[],
  origin: string,
  novels: { first: number; count: number },
) => `${THREADS}
local cookies = ${list(cookies)}
request = function()
  local per = math.floor(#cookies / 2)
  local slot = counter % per
  local round = math.floor(counter / per)
  local reader = (index % 2) * per + slot + 1
  local novel = ${novels.first} + (reader * 7 + math.floor(round / 2) * 13) % ${novels.count}
  counter = counter + 1
  local headers = { ["Cookie"] = cookies[reader], ["Origin"] = "${origin}", ["Content-Type"] = "application/json" }
  if round % 2 == 0 then
    return wrk.format("POST", "/api/bookmarks", headers, '{"novelId":' .. novel .. '}')
  end
  return wrk.format("DELETE", "/api/bookmarks/" .. novel, headers)
end`;

export interface MixedShape extends ChapterRange {
  firstChapterId: number;
  titles: string[];
  cookies: string[];
  origin: string;
}

/**
 * The mixed workload: 90 % anonymous reads (chapters, novel pages by name, lists, the latest chapters, a chapter
 * list) and 10 % signed-in writes by readers with their own sessions (reading progress and bookmarks, both
 * idempotent so that every answer is a 2xx).
 */
export const mixedLua = (shape: MixedShape) => `${THREADS}
local titles = ${list(shape.titles.map(encodeURIComponent))}
local cookies = ${list(shape.cookies)}
request = function()
  local r = math.random()
  if r < 0.5 then
    return wrk.format("GET", "/api/novels/" .. math.random(${shape.first}, ${shape.last}) .. "/chapters/" .. math.random(1, ${shape.per}))
  elseif r < 0.65 then
    return wrk.format("GET", "/api/novels/name/" .. titles[math.random(1, #titles)])
  elseif r < 0.75 then
    return wrk.format("GET", "/api/novels?limit=20&offset=" .. (20 * math.floor(math.random() ^ 3 * 50)))
  elseif r < 0.82 then
    return wrk.format("GET", "/api/novels/latest?limit=10")
  elseif r < 0.86 then
    return wrk.format("GET", "/api/chapters/latest?limit=10")
  elseif r < 0.9 then
    return wrk.format("GET", "/api/novels/" .. math.random(${shape.first}, ${shape.last}) .. "/chapters?view=summary")
  end
  local headers = { ["Cookie"] = cookies[math.random(1, #cookies)], ["Origin"] = "${shape.origin}", ["Content-Type"] = "application/json" }
  local offset = math.random(0, (${shape.last} - ${shape.first} + 1) * ${shape.per} - 1)
  local novel = ${shape.first} + math.floor(offset / ${shape.per})
  if r < 0.96 then
    local body = '{"novelId":' .. novel .. ',"chapterId":' .. (${shape.firstChapterId} + offset) .. ',"progress":' .. math.random(1, 100) .. '}'
    return wrk.format("POST", "/api/reading-progress", headers, body)
  end
  return wrk.format("POST", "/api/bookmarks", headers, '{"novelId":' .. novel .. '}')
end`;

/**
 * Search with a different query on every request, so the 30 s answer cache never answers: two words of the
 * vocabulary, the pair chosen by a counter that no other thread or round repeats.
 */
export const distinctSearchLua = (vocabulary: string[], roundOffset: number) => `${THREADS}
local words = ${list(vocabulary)}
request = function()
  local n = ${roundOffset} + counter * 2 + index
  counter = counter + 1
  local a = words[1 + n % #words]
  local b = words[1 + math.floor(n / #words) % #words]
  return wrk.format("GET", "/api/novels/search?q=" .. a .. "%20" .. b .. "&limit=12&offset=0")
end`;

/**
 * One of `paths` at random per request, sent with `headers` (a browser's Accept for the pages, say). With
 * `unique`, each request adds a query string no other request has (`?visit=thread-n`): nothing answered before
 * can answer it.
 */
export const randomPathLua = (paths: string[], headers: Record<string, string> = {}, unique = false) => `${THREADS}
local paths = ${list(paths)}
local headers = { ${Object.entries(headers)
  .map(([name, value]) => `[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
  .join(', ')} }
request = function()
  local path = paths[math.random(1, #paths)]
  counter = counter + 1
  ${unique ? 'path = path .. "?visit=" .. index .. "-" .. counter' : ''}
  return wrk.format("GET", path, headers)
end`;

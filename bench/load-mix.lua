-- wrk's script for `npm run bench:load` (bench/load.ts): each thread walks one visit's requests
-- in order (the paths file LOAD_PATHS names, one per line) with a browser's Accept-Encoding,
-- stops after LOAD_MAX_REQUESTS requests in all (shared out among the threads), and the run
-- prints its figures as one JSON line for bench/load.ts to read.
local paths = {}
for line in io.lines(os.getenv("LOAD_PATHS")) do
  paths[#paths + 1] = line
end
local threads = tonumber(os.getenv("LOAD_THREADS")) or 1
local limit = math.ceil((tonumber(os.getenv("LOAD_MAX_REQUESTS")) or 300000) / threads)
local headers = {
  ["Accept-Encoding"] = os.getenv("LOAD_ACCEPT_ENCODING"),
  ["User-Agent"] = "artistseries-bench-load",
}
local sent = 0
local answered = 0

request = function()
  sent = sent + 1
  return wrk.format("GET", paths[(sent - 1) % #paths + 1], headers)
end

response = function()
  answered = answered + 1
  if answered >= limit then
    wrk.thread:stop()
  end
end

done = function(summary, latency)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"bytes":%d,"durationUs":%d,"connectErrors":%d,"readErrors":%d,' ..
      '"writeErrors":%d,"non2xx":%d,"timeouts":%d,"p50Us":%d,"p99Us":%d}\n',
    summary.requests, summary.bytes, summary.duration, e.connect, e.read, e.write, e.status,
    e.timeout, latency:percentile(50), latency:percentile(99)))
end

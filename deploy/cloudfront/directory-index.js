// CloudFront Function (runtime cloudfront-js-2.0), viewer request, on every cache behaviour of an
// S3 + CloudFront distribution of the site. S3 (as a REST origin with origin access control) has
// no index documents: without this, /artistseries/faq/ asks the bucket for the key
// "artistseries/faq/" and gets 403. Served the way nginx serves the export:
//   /artistseries/faq/       → the object artistseries/faq/index.html
//   /artistseries/faq        → 301 to /artistseries/faq/ (query kept), as nginx redirects a folder
//   /artistseries/logo.svg   → unchanged (the last segment has a dot: a file)
//   /artistseries/shows/x/programme/… → 301 to /artistseries/shows/x/program/… (query kept): the
//                              old addresses of a show's program, which printed QR cards point to
//                              (lib/site/old-addresses.ts; the pattern is written here again
//                              since a CloudFront Function cannot import)
// deploy/cloudfront/directory-index.test.ts runs it. Keep it plain: CloudFront Functions run a
// restricted JavaScript with no modules, and handler is the name CloudFront calls.

function queryString(querystring) {
  var parts = [];
  for (var name in querystring) {
    var entry = querystring[name];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) {
      parts.push(values[i].value === '' ? name : name + '=' + values[i].value);
    }
  }
  return parts.length > 0 ? '?' + parts.join('&') : '';
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by name.
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var moved = /^(.*\/shows\/[^/]+\/)programme(\/.*)?$/.exec(uri);
  if (moved) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: {
        location: {
          value: moved[1] + 'program' + (moved[2] || '/') + queryString(request.querystring),
        },
      },
    };
  }
  if (uri.endsWith('/')) {
    request.uri = uri + 'index.html';
    return request;
  }
  var last = uri.slice(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: uri + '/' + queryString(request.querystring) } },
    };
  }
  return request;
}

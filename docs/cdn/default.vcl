# Varnish (7.x, Debian's `varnish`) in front of the storefront: docs/cdn.md says what it does and why.
# Proved by tests/integration/cdn-varnish.test.ts, which runs this file as it is (only the backend's port changed).
vcl 4.1;

# The storefront: one Node server, or the load balancer before several. TRUST_PROXY must name this Varnish's address.
backend storefront {
    .host = "127.0.0.1";
    .port = "3000";
}

sub vcl_recv {
    # The store writes absolute URLs for this host; no client-sent X-Forwarded-Host reaches it.
    set req.http.X-Forwarded-Host = req.http.Host;
    # Varnish speaks plain HTTP: the TLS terminator in front sets X-Forwarded-Proto. Facing browsers directly,
    # replace this with `set req.http.X-Forwarded-Proto = "http";`. (varnishd appends the client to X-Forwarded-For.)
    if (req.http.X-Forwarded-Proto !~ "^https?$") {
        set req.http.X-Forwarded-Proto = "http";
    }

    # The bot flag (docs/cdn.md): isbot's pattern, so the store's crawler decision is isbot's. Crawlers get
    # complete HTML, everyone else a stream; the store answers `Vary: X-Bot`, so there are two variants, not one
    # per browser version.
    if (req.http.User-Agent ~ "(?i) daum[ /]| deusu\/|(?:^|[^g])news(?!sapphire)|(?<! channel\/|google\/)google(?!(?:wv|app|\/google| pixel))|(?<! cu)bots?(?:\b|_)|(?<!cam)scan|(?<!lib)http|24x7|;\s\w+;$|@[a-z][\w\-]+\.|\(\)|\.com\b|\b\w+\/1\.0;|\bbw\/|\bdlc\b|\bort\/|\bperl\b|\btime\/|\||^[<\(;]|^[\w \.\-\(?:\):%]+(?:\/v?\d+(?:\.\d+)?(?:\.\d{1,10})*?)?(?:,|$)|^[\w\-]+\/[\w]+$|^[^ ]{50,}$|^\d+\b|^\w*search\b|^\w+\/[\w\(\)]*$|^\w+\/\d\.\d\s\([\w@]+\)$|^active|^ad muncher|^amaya|^apache\/|^avsdevicesdk\/|^azure|^biglotron|^blackbox exporter|^bot|^clamav[ /]|^claude-code\/|^client\/|^cobweb\/|^custom|^ddg[_-]android|^discourse|^dispatch\/\d|^downcast\/|^duckduckgo|^email|^exodusmovement|^facebook|^getright\/|^gozilla\/|^hobbit|^hotzonu|^hwcdn\/|^igetter\/|^jeode\/|^jetty\/|^jigsaw|^microsoft bits|^movabletype|^mozilla\/\d\.\d\s[\w\.-]+$|^mozilla\/\d\.\d\s\((?:compatible;)?(?:\s?[\w\d\-.]+[\s/]\d+\.\d+)?\)$|^navermailapp|^netsurf|^offline|^openai\/|^owler|^php|^postman|^ps_daily\/|^python|^rank|^read|^reed|^remove\.bg\/|^rest|^rss|^snapchat|^sora |^space bison|^stape\/|^svn|^swcd |^taringa|^thumbor\/|^track|^w3c|^webbandit\/|^webcopier|^wget|^whatsapp|^wordpress|^xenu link sleuth|^yahoo|^yandex|^zdm\/\d|^zoom marketplace\/|abuse|advisor|agent\b|analyzer|archive|ask jeeves\/teoma|attracta|audit|bluecoat drtr|browsex|burpcollaborator|capture|catch|check\b|checker|chrome-lighthouse|chromeframe|classifier|cloudflare|collapsify\b|convertify|cookiehubverify\/|crawl|cursor\/|cypress\/|dareboost|datanyze|dejaclick|detect|discovery|dmbrowser|download|exaleadcloudview|feed|firephp|foregenix|functionize|grab|hardenize\b|headless|hotjar|httrack|hubspot marketing grader|ibisbrowser|infrawatch|insight|inspect|iplabel|java(?!;)|library|linkcheck|linktiger|mail\.ru\/|manus-user\/|marketgoo\/|measure|monitor\b|neustar wpm|node\b|nutch|offbyone|openvas|optimize|pageburst|pagespeed|parser|phantomjs|pingdom|playwright|powermarks|preview|productfinder|prospectingstudio|proxy|ptst[ /]\d|radar|readable\/|retriever|rexx;|rigor|rss\b|scrape|securityheaders|selenium|server|silktide|sindup\/|sogou|sparkler\/|speedcurve|spider|splash|statuscake|supercleaner|synapse|synthetic|testlocally|tools|torrent|transcoder|url|validator|virtuoso|wappalyzer|watchtowr|webglance|webkit2png|whatcms\/|xtate\/") {
        set req.http.X-Bot = "1";
    } else {
        set req.http.X-Bot = "0";
    }

    # The store's own cookies (app/cookies.server.ts, `hasPersonalCookies`): a request carrying one is answered for
    # that shopper alone, with every cookie it has (the order keeps analytics ids), and never from the cache.
    if (req.http.Cookie ~ "(^|;\s*)(token|city|city_confirmed|flash)=") {
        return (pass);
    }
    # Any other cookie (_ga, _gid, _ym_uid, _fbp…) changes no page: a cacheable request goes without it, so a guest
    # with analytics cookies shares the guests' copy (and `Vary: Cookie` sees one empty value).
    if (req.method == "GET" || req.method == "HEAD") {
        unset req.http.Cookie;
    }
    # Varnish's built-in vcl_recv follows: other methods, and Authorization, pass.
}

sub vcl_hash {
    # http and https pages are different pages (redirects, absolute URLs); the built-in vcl_hash adds URL and host.
    hash_data(req.http.X-Forwarded-Proto);
}

sub vcl_backend_response {
    # A failed background refresh keeps the stale copy serving (stale-while-revalidate is Varnish's grace).
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # The built-in vcl_backend_response follows: s-maxage is the TTL, stale-while-revalidate the grace, and a
    # response with Set-Cookie or `private` / `no-store` is never stored.
}

sub vcl_deliver {
    # How the answer was served: HIT (from the cache), MISS (fetched and stored), PASS (for this request alone).
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } else if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}

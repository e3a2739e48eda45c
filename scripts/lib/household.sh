# Sourced by scripts/bench-server: the app started on a scratch database, a household's
# data, and every read a person or a client makes of it, which the benchmark measures.

# Starts `COMMAND... serve` on a free port with DATABASE, settings and data in WORK and
# none of the person's own (key, database, passphrase); COMMAND is the binary, or a tool
# running it (valgrind). Sets app_pid and url once it prints its address, waiting up to
# SECONDS. Its output goes to WORK/stdout and WORK/server.log. Exits when it stops first.
start_app() {
    local work=$1 database=$2 seconds=$3
    shift 3
    local launched=$EPOCHREALTIME
    env -u LUNCHBOX_API_KEY -u LUNCHBOX_DATABASE -u LUNCHBOX_PASSPHRASE \
        XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" \
        "$@" serve --port 0 --database "$database" > "$work/stdout" 2> "$work/server.log" &
    app_pid=$!
    url=""
    local deadline=$((SECONDS + seconds))
    while ((SECONDS <= deadline)); do
        url=$(grep -o 'http://127\.0\.0\.1:[0-9]*' "$work/stdout" 2> /dev/null | head -n 1 || true)
        if [[ -n $url ]]; then
            # How long until it said where to open it, in milliseconds.
            startup_ms=$(awk -v a="$launched" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.0f", (b - a) * 1000 }')
            return 0
        fi
        kill -0 "$app_pid" 2> /dev/null || { echo "the server stopped:"; tail -n 20 "$work/server.log"; exit 1; }
        sleep 0.05
    done
    echo "the server printed no address"
    tail -n 20 "$work/server.log"
    exit 1
}

# The CSRF cookie the app gives a browser on its first page.
csrf_cookie() {
    curl -fsS -o /dev/null -D - "$1/inventory" | grep -io 'lb_csrf=[A-Za-z0-9_-]*' | head -n 1
}

# Seeds the app at URL (its database file at DATABASE, scratch files in WORK) as a
# household has it: 50 kitchen items, 30 meals, a planned week, a batch of ideas from the
# offline chef, 20 favorites. Exits on the first failure.
seed_household() {
    local url=$1 database=$2 work=$3
    post() { curl -fsS -o "$work/post.json" -X POST -H 'Content-Type: application/json' --data "$2" "$url$1"; }
    foods=(apples bananas carrots "cheddar cheese" "cherry tomatoes" chicken cucumber eggs "greek yoghurt" hummus
        lettuce milk "pasta shells" peppers "pitta bread" rice spinach "tortilla wraps" tuna "wholemeal bread")
    for i in $(seq 1 50); do
        food=${foods[$((i % ${#foods[@]}))]}
        best=$(date -u -d "+$((i % 14)) days" +%F)
        post /api/inventory "{\"name\": \"$food $i\", \"quantity\": \"$((i % 5 + 1)) packs\", \"bestBefore\": \"$best\"}"
    done
    meal_ids=()
    for i in $(seq 1 30); do
        post /api/meals "{\"description\": \"Lunch box $i\", \"primaryProtein\": \"${foods[$((i % 20))]}\", \"primaryCarb\": \"rice\", \"otherComponents\": [\"cucumber\", \"hummus\"]}"
        meal_ids+=("$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["id"])' "$work/post.json")")
    done
    monday=$(date -u -d "$(date -u +%F) -$(($(date -u +%u) - 1)) days" +%F)
    for d in 0 1 2 3 4 5 6; do
        day=$(date -u -d "$monday +$d days" +%F)
        post /api/plan "{\"mealId\": \"${meal_ids[$d]}\", \"day\": \"$day\"}"
        ((d < 5)) && post /api/plan "{\"mealId\": \"${meal_ids[$((d + 10))]}\", \"day\": \"$day\"}"
    done
    # A batch of ideas from the offline chef, as the ideas page shows after "Get ideas".
    post /api/ideas '{"engine": "offline"}'
    # Favorites are saved ideas; rows as the app writes them (upper-case UUIDs, JSON lists).
    sqlite3 "$database" > /dev/null << 'SQL'
PRAGMA busy_timeout = 5000;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20),
ids(i, hex) AS (SELECT i, upper(hex(randomblob(16))) FROM n)
INSERT INTO favorite (id, name, ingredients, steps, savedAtMilliseconds, engine, model)
SELECT substr(hex, 1, 8) || '-' || substr(hex, 9, 4) || '-4' || substr(hex, 14, 3) || '-A' || substr(hex, 18, 3) || '-' || substr(hex, 21, 12),
       CASE i % 3 WHEN 0 THEN 'Chicken & Cherry Tomato Wrap' WHEN 1 THEN 'Egg Fried Rice Box' ELSE 'Hummus Veggie Bento Box' END || ' #' || i,
       '["tortilla wraps (1)","cooked chicken (about 80 g)","cherry tomatoes (a handful)","hummus (1 tbsp)"]',
       '["Warm the wrap.","Spread the hummus.","Add the chicken and tomatoes.","Roll it up and cut it in half."]',
       1763000000000 + i * 60000, 'offline', NULL
FROM ids;
SQL
    [[ $(curl -fsS "$url/api/favorites" | grep -o '"savedAt"' | wc -l) -eq 20 ]] || { echo "the favorites did not arrive"; exit 1; }
}

# Every read: name, path. Pages are asked for with the person's cookie.
# shellcheck disable=SC2034 # used by the scripts that source this file
routes=(
    "healthz /healthz"
    "api-inventory /api/inventory"
    "api-favorites /api/favorites"
    "api-meals /api/meals"
    "api-plan /api/plan"
    "api-shopping-list /api/plan/shopping-list"
    "api-export-ics /api/plan/export.ics"
    "api-ideas-recent /api/ideas/recent"
    "api-preferences /api/preferences"
    "api-settings /api/settings"
    "api-scan-settings /api/scan/settings"
    "inventory /inventory"
    "plan /plan"
    "favorites /favorites"
    "meals /meals"
    "shopping-list /plan/shopping-list"
    "ideas /ideas"
    "settings /settings"
    "preferences /preferences"
    "scan /scan"
    "welcome /welcome"
)

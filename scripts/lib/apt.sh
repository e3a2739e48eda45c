# Sourced by scripts/setup and scripts/bench-server: Debian packages,
# installed quietly (with sudo when not root) and only when asked for.

# Installs PACKAGE..., after refreshing the package lists.
apt_install() {
    local sudo_cmd=()
    [[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "$@" > /dev/null
}

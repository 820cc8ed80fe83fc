package dev.albert.safety;

import com.google.re2j.Pattern;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Credentials handed to a program rather than assigned: command-line options ({@code --password X},
 * {@code --requirepass X}, {@code -StorageAccountKey X}, {@code mysql -p'X'}, {@code sshpass -p X},
 * {@code docker login -p X}, {@code redis-cli -a X}) and arguments of login or connection calls in code
 * ({@code ConvertTo-SecureString "X" -AsPlainText}, {@code new NetworkCredential("u", "X")},
 * {@code auth=("u", "X")}, {@code req.SetBasicAuth("u", "X")}, {@code DriverManager.getConnection(url, "u", "X")},
 * {@code .password("X")}, {@code props.setProperty("password", "X")}). The value is judged as an
 * assignment's would be ({@link GenericAssignmentRules}), so references, placeholders and words pass.
 */
final class CommandLineRules {
    /** Option names (their last part, or last two) that take a password. */
    private static final Set<String> PASSWORD_OPTIONS = Set.of(
            "password", "passwd", "pass", "pwd", "passphrase", "requirepass", "masterauth", "storepass", "keypass",
            "srcstorepass", "deststorepass", "passin", "passout");

    /** Option names that take a token or key. */
    private static final Set<String> TOKEN_OPTIONS = Set.of(
            "secret", "token", "apikey", "authtoken", "accountkey", "secretkey", "api key", "account key", "secret key",
            "auth token", "access token", "client secret", "bearer token");

    /** A value that is something else: another option, a subshell, a variable, a redirection. */
    private static final String VALUE = "(?:'(?P<secret>[^'\\s]+)'|\"(?P<secret2>[^\"\\s]+)\""
            + "|(?P<secret3>[^\\s\"'`(){}\\[\\]<>|;&$@\\\\-][^\\s\"'`(){}\\[\\]<>|;&\\\\]*))";

    /**
     * More programs that take a password as an argument: RabbitMQ users, wpa_passphrase, WinRM's winrs, scheduled
     * tasks' run-as password, ssh-keygen's passphrases, 7-Zip and zip archives, openssl enc's -k, Mosquitto's
     * clients, MinIO's mc alias (its fourth argument is the secret key), and the environment variables sshpass and
     * redis-cli read the password from.
     */
    private static final String TOOL_PASSWORD = "(?:\\brabbitmqctl[ \\t]+(?:-[^\\s]+[ \\t]+)*(?:add_user|change_password)[ \\t]+"
            + "(?:\"[^\"\\n]+\"|'[^'\\n]+'|[^\\s\"']+)[ \\t]+"
            + "|\\bwpa_passphrase[ \\t]+(?:\"[^\"\\n]+\"|'[^'\\n]+'|[^\\s\"'$]+)[ \\t]+"
            + "|\\bwinrs\\b[^\\n]*?[ \\t][-/]p(?:assword)?:"
            + "|\\bschtasks\\b[^\\n]*?[ \\t]/rp[ \\t]+"
            + "|\\bssh-keygen\\b[^\\n]*?[ \\t]-[NP][ \\t]*"
            + "|\\b7z[az]?\\b[^\\n]*?[ \\t]-p"
            + "|\\b(?:zip|unzip|zipcloak)\\b[^\\n]*?[ \\t](?:-P[ \\t]+|--password[ \\t]+)"
            + "|\\bopenssl\\b[^\\n]*?[ \\t]-k[ \\t]+"
            + "|\\bmosquitto_(?:pub|sub|rr)\\b[^\\n]*?[ \\t](?:-P|--pw)[ \\t]+"
            + "|\\bmc[ \\t]+(?:alias[ \\t]+set|config[ \\t]+host[ \\t]+add)[ \\t]+[^\\s]+[ \\t]+[^\\s]+[ \\t]+[^\\s]+[ \\t]+"
            + "|\\b(?:SSHPASS|REDISCLI_AUTH)="
            // Any tool's user and password as a pair of short options, -u USER -p X (-l for hydra, capitals for
            // Dell's racadm and others): smbmap, crackmapexec, evil-winrm, racadm. A port, a path or a file of
            // passwords after -p fails the password's check.
            + "|[ \\t]-[uUl][ \\t]+[^\\s-][^\\s]*[ \\t]+-[pP][ \\t]+)";

    /** The keywords of client-password-flag's first expression (the rule's keywords before the twelfth round). */
    private static final String[] CLIENT_KEYWORDS = {"mysql", "mariadb", "sshpass", "login", "redis-cli", "sqlcmd", "bcp",
            "ipmitool", "mongo", "smbclient", "ldap", "password-stdin", "chpasswd", "--stdin", "sudo -s", "net user",
            "htpasswd", "http ", "https ", "freerdp", "cmdkey", "net use", "rdesktop", "psexec", "lftp"};

    /** Impacket's example scripts, which take their target as {@code [DOMAIN/]user:password@host}. */
    private static final String[] IMPACKET_TOOLS = {"impacket-", "secretsdump", "psexec.py", "wmiexec", "smbexec", "atexec",
            "dcomexec", "mssqlclient", "getuserspns", "getnpusers", "gettgt", "getst.py", "smbclient.py", "lookupsid",
            "rpcdump", "samrdump", "addcomputer", "changepasswd", "dacledit", "getadusers", "finddelegation"};

    private static final String[] TOOL_NEEDLES = {"rabbitmqctl", "wpa_passphrase", "winrs", "schtasks", "ssh-keygen",
            "7z", "zip", "openssl", "mosquitto_", "mc alias", "mc config", "SSHPASS=", "REDISCLI_AUTH=", " -p ", " -P "};

    /** A secret stored under a name by a command: {@code dotnet user-secrets set "Smtp:Password" "…"}, {@code gh secret set X --body …}. */
    private static final String NAMED_SECRET_COMMAND = "(?:\\buser-secrets[ \\t]+set[ \\t]+[\"']?|\\bgh[ \\t]+secret[ \\t]+set[ \\t]+)"
            + "(?P<opt>[A-Za-z0-9_:.-]+)(?:[\"']?[ \\t]+|[^\\n]*?[ \\t](?:-b|--body)(?:[ \\t]+|=))";

    /**
     * The rest of a command up to an option, over its continued lines too: a shell's trailing backslash or
     * PowerShell's backtick after a blank (a Markdown span's closing backtick follows a word) joins the next line ({@code mysql -h db \}, {@code   -u app \}, {@code   -p'…'}).
     */
    private static final String CONTINUED = "(?:[^\\n\\\\]|\\\\(?:\\r?\\n)?|[ \\t]`\\r?\\n)*?";

    private static final String CALL_VALUE = "[\"'](?P<secret>[^\"'\\s\\\\]+)[\"']";

    private CommandLineRules() {
    }

    static List<SecretRule> rules() {
        return List.of(
                SecretRule.rule("command-line-password",
                                "Password, token or key given to a named command-line option (--password X, --requirepass X, "
                                        + "-storepass X, --api-token X, -Password X in PowerShell)",
                                Precedence.CONTEXTUAL)
                        .keywords("-pass", "-pwd", "-secret", "-token", "-apikey", "-api-key", "-api_key", "-auth",
                                "storepass", "keypass", "requirepass", "masterauth", "accountkey", "account-key", "secretkey",
                                "secret-key", "clientsecret", "authtoken")
                        .regex("(?:^|[\\s\"'(=])--?(?P<opt>[A-Za-z][A-Za-z0-9_-]*)(?:=|[ \\t]+)(?:pass:)?" + VALUE)
                        .check(c -> namedValue(c, c.group("secret3") != null))
                        .build(),
                SecretRule.rule("client-password-flag",
                                "Password given to a client's short option (mysql -p'X', sshpass -p, docker login -p, "
                                        + "redis-cli -a, sqlcmd -P, ldapsearch -w, smbclient -U user%X, xfreerdp /p:X, "
                                        + "net use … /user:U X, rabbitmqctl add_user, 7z -pX, zip -P, ssh-keygen -N, mc alias set, "
                                        + "SSHPASS=X, dotnet user-secrets set, gh secret set --body)",
                                Precedence.CONTEXTUAL)
                        .keywords(RuleFragments.concat(RuleFragments.concat(CLIENT_KEYWORDS, IMPACKET_TOOLS), "rabbitmqctl", "wpa_passphrase", "winrs", "schtasks", "ssh-keygen",
                                "7z", "zip", "openssl", "mosquitto_", "mc alias", "mc config", "rediscli_auth", "user-secrets",
                                "secret set", " -p "))
                        // a command continued over lines with a trailing backslash (az login … \ / -p "…" \ / --tenant …)
                        .linesAfter(12)
                        .detector(SecretDetector.all(SecretDetector.whenAnyCase(new RegexDetector(Pattern.compile("(?:\\becho[ \\t]+(?:-[ne][ \\t]+)?(?P<q>[\"']?)(?:[A-Za-z0-9_.-]+:)?(?P<secret4>[^\\s\"'|$`]+)(?P<q2>[\"']?)"
                                + "[ \\t]*\\|[ \\t]*(?:sudo[ \\t]+)?"
                                + "(?:[^|\\n]*--password-stdin|passwd[ \\t]+--stdin|chpasswd|sudo[ \\t]+-S)"
                                + "|\\bnet[ \\t]+user[ \\t]+[^\\s/]+[ \\t]+(?P<secret5>[^\\s/*\"']+)"
                                + "|\\bhtpasswd[ \\t]+(?:-[A-Za-z]+[ \\t]+)*-[A-Za-z]*b[A-Za-z]*[ \\t]+(?:-[A-Za-z]+[ \\t]+)*"
                                + "[^\\s-][^\\s]*[ \\t]+[^\\s]+[ \\t]+(?P<secret6>[^\\s\"']+)"
                                + "|\\bhttps?[ \\t]+(?:" + CONTINUED + "[ \\t])?(?:-a|--auth)(?:[ \\t]+|=)[\"']?[^\\s:\"']+:(?P<secret7>[^\\s\"']+)"
                                // net use with the password before the user (net use Z: \\host\share X /user:U)
                                + "|\\bnet[ \\t]+use[ \\t]+(?:[A-Za-z]:[ \\t]+)?\\\\\\\\[^\\s]+[ \\t]+"
                                + "(?P<secret8>[^\\s/*\"'$%][^\\s\"']*)[ \\t]+/(?i:user|u):"
                                // chpasswd reads user:password lines, here from a here-string (chpasswd <<< 'u:X')
                                + "|\\bchpasswd[ \\t]*<<<[ \\t]*[\"']?[A-Za-z0-9_.-]+:(?P<secret9>[^\\s\"':$][^\\s\"':]*)"
                                // Impacket's targets: [DOMAIN/]user:password@host (secretsdump.py, psexec.py, impacket-wmiexec)
                                + "|\\b(?:impacket-[A-Za-z]+|(?i:secretsdump|psexec|wmiexec|smbexec|atexec|dcomexec|mssqlclient"
                                + "|getuserspns|getnpusers|gettgt|getst|smbclient|lookupsid|rpcdump|samrdump|addcomputer|changepasswd"
                                + "|dacledit|getadusers|finddelegation)\\.py)\\b" + CONTINUED + "[ \\t][\"']?(?:[A-Za-z0-9.-]+/)?[A-Za-z0-9._$-]+:"
                                + "(?P<secret10>[^\\s\"']+?)@[A-Za-z0-9.-]+[\"']?(?:[ \\t]|$))"
                                + "|(?:\\b(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlsh|mysqlcheck|mariadb|mariadb-dump)"
                                + "\\b" + CONTINUED + "[ \\t]-p"
                                + "|\\bsshpass[ \\t]+-p[ \\t]*"
                                + "|\\b(?:docker|podman|buildah|nerdctl|helm|skopeo|oras|crane|az|oc|cf)[ \\t]+"
                                + "(?:registry[ \\t]+)?login\\b" + CONTINUED + "[ \\t]-p[ \\t]+"
                                + "|\\bredis-cli\\b" + CONTINUED + "[ \\t]-a[ \\t]+"
                                + "|\\b(?:sqlcmd|bcp|ipmitool)\\b" + CONTINUED + "[ \\t]-P[ \\t]*"
                                + "|\\bmongo(?:sh|dump|restore|import|export)?\\b" + CONTINUED + "[ \\t]-p[ \\t]+"
                                + "|\\bldap(?:search|add|modify|delete|passwd|whoami)\\b" + CONTINUED + "[ \\t]-w[ \\t]+"
                                + "|\\bsmbclient\\b" + CONTINUED + "(?:-U[ \\t]*|--user=)[^\\s%]+%"
                                // Windows' slash options: xfreerdp /p:X, cmdkey /pass:X, net use … /user:U X.
                                + "|\\b(?:xfreerdp|wlfreerdp|sdl-freerdp)\\b" + CONTINUED + "[ \\t]/p:"
                                + "|\\bcmdkey\\b" + CONTINUED + "[ \\t]/pass:"
                                + "|\\bnet[ \\t]+use\\b" + CONTINUED + "[ \\t]/user:[^\\s]+[ \\t]+"
                                + "|\\b(?:rdesktop|psexec(?:64)?(?:\\.exe)?)\\b" + CONTINUED + "[ \\t]-p[ \\t]+"
                                // lftp -u user,password
                                + "|\\blftp\\b" + CONTINUED + "[ \\t]-u[ \\t]+[^\\s,]+,)" + VALUE),
                                c -> (c.groupStart("secret4") < 0 || c.group("q").equals(c.group("q2")))
                                        && GenericAssignmentRules.passwordValue(c.value(), c.group("secret3") != null
                                                || c.groupStart("secret5") >= 0 || c.groupStart("secret6") >= 0, c.charAfter())),
                                        RuleFragments.concat(CLIENT_KEYWORDS, IMPACKET_TOOLS)),
                                SecretDetector.when(new RegexDetector(Pattern.compile(TOOL_PASSWORD + VALUE),
                                        c -> GenericAssignmentRules.passwordValue(c.value(), c.group("secret3") != null,
                                                c.charAfter())),
                                        TOOL_NEEDLES),
                                SecretDetector.when(new RegexDetector(Pattern.compile(NAMED_SECRET_COMMAND + VALUE),
                                        c -> namedValue(c, c.group("secret3") != null)), "user-secrets", "secret set")))
                        .build(),
                SecretRule.rule("device-config-password",
                                "Password in a network device's or VPN client's configuration (Cisco password 0/7 and "
                                        + "enable secret 0, SNMP community strings, OpenVPN auth-user-pass credentials, "
                                        + "a Windows WLAN profile's keyMaterial, a Wi-Fi QR code's or a Wi-Fi client's passphrase)",
                                Precedence.CONTEXTUAL)
                        .keywords("password 0", "password 7", "secret 0", "secret 7", "community", "auth-user-pass", "isakmp",
                                "pre-shared-key", "tacacs", "radius-server", "key-string", "digest-key", "authentication-key",
                                "option key", "option password", "option psk", "psk \"", "keymaterial", "key content",
                                "schl\u00fcsselinhalt", "contenu de la cl", "contenido de la clave", "contenuto chiave",
                                "conte\u00fado da chave", "\u0441\u043e\u0434\u0435\u0440\u0436\u0438\u043c\u043e\u0435 \u043a\u043b\u044e\u0447\u0430",
                                // Wi-Fi joined by a QR code or a client's command (WIFI_CLIENTS)
                                "wifi:", "nmcli", "setairportnetwork", "hostednetwork", "presharedkey")
                        .linesAfter(6)
                        .regex("(?i:\\b(?:password|secret)[ \\t]+(?P<type>[07])[ \\t]+(?P<secret>[^\\s\"'<>]+))"
                                // net-snmp's rocommunity/rwcommunity, IOS's snmp-server community: community strings
                                // are SNMP v1/v2c's passwords
                                + "|(?:^|\\n)[ \\t]*(?:ro|rw)community6?[ \\t]+(?P<secret2>[^\\s#\"'<>]+)"
                                + "|\\bsnmp-server[ \\t]+community[ \\t]+(?:0[ \\t]+)?(?P<secret3>[^\\s\"'<>]+)"
                                // OpenVPN's inline credentials: the user's line, then the password's
                                + "|<auth-user-pass>[ \\t]*\\r?\\n[^\\n<]{1,100}\\n[ \\t]*(?P<secret4>[^\\s<]+)[ \\t]*\\r?\\n"
                                + "[ \\t]*</auth-user-pass>"
                                // The file auth-user-pass names, shown after it: the user's line, then the password's,
                                // as the file holds them (in a comment too: "# creds.txt contents:\n# vpnuser\n# …").
                                + "|\\bauth-user-pass[ \\t]+[^\\s<>]+[^\\n]*\\n(?:[^\\n]*\\n){0,3}?[ \\t]*(?:[#;][ \\t]*)?"
                                + "[A-Za-z0-9._@-]{1,32}[ \\t]*\\r?\\n[ \\t]*(?:[#;][ \\t]*)?(?P<secret5>[^\\s<#;]{8,64})[ \\t]*(?:\\r?\\n|$)"
                                // Shared keys of routers and firewalls, typed in the clear (type 0) or type 7: IKE's
                                // pre-shared keys (IOS crypto isakmp key, ASA and Junos pre-shared-key), TACACS+ and
                                // RADIUS server keys, routing protocols' key-string and message-digest-key.
                                + "|\\bcrypto[ \\t]+isakmp[ \\t]+key[ \\t]+(?:(?P<type2>[067])[ \\t]+)?(?P<secret6>[^\\s\"'<>]+)"
                                + "[ \\t]+(?:address|hostname)\\b"
                                + "|\\bpre-shared-key[ \\t]+(?:ascii-text[ \\t]+|(?P<type3>[067])[ \\t]+)?[\"']?(?P<secret7>[^\\s\"'<>$][^\\s\"'<>]*)[\"']?[ \\t]*;?[ \\t]*(?:\\r?\\n|$)"
                                + "|\\b(?:tacacs|radius)-server\\b[^\\n]*?[ \\t]key[ \\t]+(?:(?P<type4>[067])[ \\t]+)?(?P<secret8>[^\\s\"'<>]+)"
                                + "|(?:\\bkey-string|\\bmessage-digest-key[ \\t]+[0-9]+[ \\t]+md5|\\bauthentication-key)[ \\t]+"
                                + "(?:(?P<type5>[067])[ \\t]+)?(?P<secret9>[^\\s\"'<>]+)[ \\t]*(?:\\r?\\n|$)"
                                // OpenWrt's UCI: a wifi-iface's option key, a pppoe interface's option password.
                                + "|(?:^|\\n)[ \\t]*option[ \\t]+(?:key|password|psk)[ \\t]+'(?P<secret10>[^'\\s]+)'"
                                // strongSwan's ipsec.secrets: ": PSK \"…\"".
                                + "|:[ \\t]*PSK[ \\t]+\"(?P<secret11>[^\"\\s]+)\""
                                // A Windows WLAN profile's passphrase (netsh wlan export profile key=clear), and what
                                // netsh wlan show profile … key=clear prints, in the languages Windows speaks.
                                + "|<keyMaterial>[ \\t]*(?P<secret12>[^<\\s]+)[ \\t]*</keyMaterial>"
                                + "|(?i:key[ \\t]+content|schl\u00fcsselinhalt|contenu[ \\t]+de[ \\t]+la[ \\t]+cl\u00e9"
                                + "|contenido[ \\t]+de[ \\t]+la[ \\t]+clave|contenuto[ \\t]+chiave|conte\u00fado[ \\t]+da[ \\t]+chave"
                                + "|\u0441\u043e\u0434\u0435\u0440\u0436\u0438\u043c\u043e\u0435[ \\t]+\u043a\u043b\u044e\u0447\u0430)"
                                + "[ \\t]*:[ \\t]*(?P<secret13>[^\\s]+)[ \\t]*(?:\\r?\\n|$)"
                                + WIFI_CLIENTS)
                        .check(CommandLineRules::devicePassword)
                        .build(),
                SecretRule.rule("credential-argument",
                                "Password or token passed to a login or connection call (ConvertTo-SecureString, "
                                        + "NetworkCredential, auth=(user, password), SetBasicAuth, getConnection, .password(…), "
                                        + "setApiKey(…))",
                                Precedence.CONTEXTUAL)
                        .keywords("securestring", "networkcredential", "pscredential", "passwordcredentials",
                                "passwordauthentication", "basicauth", "basic_auth", "digestauth", "credentials.basic",
                                "credentials(", "credential(", "credentials (", "authenticationtoken", "authenticate(",
                                ".login(", "auth=", "auth =", "simple_bind", "bind_s", "ldap_bind", ".bind(\"cn=",
                                ".bind('cn=", ".bind(\"uid=", ".bind('uid=", "getconnection", "pdo", "mysqli", "_connect", "password(",
                                "passwd(", "setproperty(", ".put(", "header(", "append(", "process.env", "getenv", "environ", "env[", ".set(", "setenv(", "putenv(", ".add(", "key(\"", "key('",
                                "token(\"", "token('", "secret(\"", "secret('")
                        .detector(SecretDetector.all(
                                new RegexDetector(Pattern.compile(
                                        "(?i:convertto-securestring)[ \\t]+(?:-String[ \\t]+)?" + CALL_VALUE
                                                + "[^\\n]*?(?i:-asplaintext)"
                                                + "|(?i:-asplaintext)[^\\n]*?(?i:-string)[ \\t]+" + CALL_VALUE.replace("secret", "secret2")),
                                        CommandLineRules::password),
                                new RegexDetector(Pattern.compile(
                                        "(?i:networkcredential|pscredential|usernamepasswordcredentials|passwordauthentication"
                                                + "|httpbasicauth|httpdigestauth|basicauth|basic_auth|digestauth|credentials\\.basic"
                                                // withCredentials("u", "…"), setCredentials, Spring's
                                                // UsernamePasswordAuthenticationToken("u", "…"), authenticate("u", "…")
                                                + "|\\b(?:with|set|use|add)_?credentials?|usernamepasswordauthenticationtoken"
                                                + "|\\bauthenticate"
                                                + "|\\.login|\\bauth[ \\t]*=[ \\t]*)"
                                                + "[ \\t]*\\([ \\t]*(?:new[ \\t]+)?[\"'][^\"'\\n]{1,100}[\"'][ \\t]*,[ \\t]*" + CALL_VALUE),
                                        CommandLineRules::password),
                                // An LDAP bind: python-ldap's simple_bind_s("cn=…", "…"), PHP's ldap_bind($conn, "cn=…",
                                // "…"), ldapjs' client.bind('uid=…', '…'). The first argument is a directory name
                                // (cn=…, DOMAIN\\user, user@domain), the second its password.
                                SecretDetector.when(new RegexDetector(Pattern.compile(
                                        "(?i:\\bsimple_bind(?:_s)?|\\bbind_s|\\bldap_bind|\\.bind)[ \\t]*\\([ \\t]*"
                                                + "(?:\\$[A-Za-z_][A-Za-z0-9_]*[ \\t]*,[ \\t]*)?[\"'](?P<dn>[^\"'\\n]{1,200})[\"'][ \\t]*,[ \\t]*"
                                                + CALL_VALUE),
                                        c -> directoryName(c.group("dn")) && password(c)),
                                        "simple_bind", "SIMPLE_BIND", "bind_s", "ldap_bind", ".bind("),
                                new RegexDetector(Pattern.compile(
                                        "(?i:getconnection|new[ \\t]+pdo|mysqli_connect|new[ \\t]+mysqli|mysql_connect|pg_connect)"
                                                + "[ \\t]*\\([^,\\n]{1,200},[ \\t]*[\"'][^\"'\\n]{1,100}[\"'][ \\t]*,[ \\t]*" + CALL_VALUE),
                                        CommandLineRules::password),
                                new RegexDetector(Pattern.compile(
                                        "\\.(?i:password|passwd|setpassword|withpassword|set_password)[ \\t]*\\([ \\t]*" + CALL_VALUE),
                                        CommandLineRules::password),
                                // process.env.DB_PASSWORD || '…', process.env["API_TOKEN"] ?? "…", os.getenv("X") or "…",
                                // System.getenv("X") ?: "…": a literal default for a credential the environment may
                                // not set is the credential, in the code (getenv("X", "…") is callArguments' in
                                // GenericAssignmentRules).
                                new RegexDetector(Pattern.compile(
                                        "(?:process\\.env\\.|(?:process\\.env|import\\.meta\\.env|ENV)\\[[\"']|(?i:getenv)\\([ \\t]*[\"']"
                                                + "|environ\\.get\\([ \\t]*[\"']|environ\\[[\"'])"
                                                + "(?P<opt>[A-Za-z_][A-Za-z0-9_]{0,80})[\"']?[ \\t]*[)\\]]?[ \\t]*"
                                                + "(?:\\|\\||\\?\\?|\\bor\\b|\\?:)[ \\t]*" + CALL_VALUE),
                                        c -> namedValue(c, false)),
                                // and a request's header named for a credential: setHeader("X-Api-Key", "…"),
                                // headers.append("X-Auth-Token", "…"), .header("PRIVATE-TOKEN", "…")
                                new RegexDetector(Pattern.compile(
                                        "\\b(?i:setproperty|put|set|setenv|putenv|add|set_?header|add_?header|header|append)"
                                                + "[ \\t]*\\([ \\t]*[\"']"
                                                + "(?P<opt>[A-Za-z0-9_.-]{0,60}(?i:password|passwd|pwd|secret|token|api[_.-]?key))[\"']"
                                                + "[ \\t]*,[ \\t]*" + CALL_VALUE),
                                        c -> namedValue(c, false)),
                                // sg.setApiKey('…'), client.set_api_key('…'), withToken("…"): a setter named for a credential.
                                SecretDetector.when(new RegexDetector(Pattern.compile(
                                        "\\b(?i:set|with|use)_?(?P<opt>[A-Za-z_]{0,30}?(?i:key|token|secret))[ \\t]*\\([ \\t]*"
                                                + CALL_VALUE + "[ \\t]*\\)"),
                                        c -> GenericAssignmentRules.namedCredential(c.group("opt"), c.value(), c.charAfter())),
                                        "key(\"", "key('", "Key(\"", "Key('", "KEY(\"", "KEY('", "token(\"", "token('",
                                        "Token(\"", "Token('", "TOKEN(\"", "TOKEN('", "secret(\"", "secret('", "Secret(\"",
                                        "Secret('", "SECRET(\"", "SECRET('")))
                        .build());
    }

    /**
     * Cisco's type 7 is a reversible encoding, not a hash (its key is public): hex of even length whose first two
     * digits are the offset, 00–15. Type 0 is the clear text; types 5, 8 and 9 are hashes and are not matched.
     */
    /**
     * A Wi-Fi network's passphrase where a client is given it: the QR code phones read to join a network
     * ({@code WIFI:T:WPA;S:…;P:…;;}, fields in any order, ";" "," ":" and "\\" escaped with a backslash), NetworkManager's
     * {@code nmcli device wifi connect SSID password …} and {@code wifi-sec.psk …}, macOS's
     * {@code networksetup -setairportnetwork en0 SSID …}, Windows' {@code netsh wlan set hostednetwork … key=…}, and
     * Android's saved networks ({@code <string name="PreSharedKey">&quot;…&quot;</string>}).
     */
    private static final String WIFI_CLIENTS = ""
            + "|\\b(?i:wifi):(?:(?:[^;\\\\\\n]|\\\\.)*;)*?P:(?P<secret14>(?:[^;\\\\\\n]|\\\\.)+)"
            + "|\\bnmcli\\b[^\\n]*?[ \\t](?:password|(?:wifi-sec|802-11-wireless-security)\\.psk)[ \\t]+"
            + "(?:\"(?P<secret15>[^\"\\s]+)\"|'(?P<secret16>[^'\\s]+)'|(?P<secret17>[^\\s\"'$<]+))"
            + "|\\bnetworksetup[ \\t]+-setairportnetwork[ \\t]+[^\\s]+[ \\t]+(?:\"[^\"\\n]+\"|'[^'\\n]+'|[^\\s\"']+)[ \\t]+"
            + "(?:\"(?P<secret18>[^\"\\s]+)\"|'(?P<secret19>[^'\\s]+)'|(?P<secret20>[^\\s\"'$<]+))"
            + "|\\bhostednetwork\\b[^\\n]*?[ \\t]key=(?:\"(?P<secret21>[^\"\\s]+)\"|(?P<secret22>[^\\s\"]+))"
            + "|name=\"PreSharedKey\">(?:&quot;|\")(?P<secret23>[^&\"<\\s]+)(?:&quot;|\")</string>";

    private static boolean devicePassword(Candidate c) {
        String type = firstGroup(c, "type", "type2", "type3", "type4", "type5");
        if ("6".equals(type)) {
            return false; // AES-encrypted under the device's master key: ciphertext, not the key
        }
        if ("7".equals(type)) {
            String v = c.value();
            return v.length() >= 6 && v.length() % 2 == 0 && v.chars().allMatch(ch -> Character.digit(ch, 16) >= 0)
                    && v.charAt(0) <= '1' && Integer.parseInt(v.substring(0, 2)) <= 15
                    && Entropy.shannon(v) >= Entropy.reachableThreshold(2.5, v.length());
        }
        if (c.groupStart("secret10") >= 0 && c.group("secret10").length() < 8) {
            return false; // a WPA passphrase has eight characters or more
        }
        if (firstGroup(c, "secret14", "secret15", "secret16", "secret17", "secret18", "secret19", "secret20", "secret21", "secret22", "secret23") != null) {
            // a WPA passphrase has 8 to 63 characters (64 is the raw key in hex); a QR code's value unescaped
            String v = c.value().replaceAll("\\\\(.)", "$1");
            return v.length() >= 8 && v.length() <= 64 && GenericAssignmentRules.passwordValue(v, false, c.charAfter());
        }
        if ((c.groupStart("secret12") >= 0 || c.groupStart("secret13") >= 0) && c.value().length() > 64) {
            // A WPA passphrase has 8 to 63 characters, a raw key 64 hex digits; longer is the profile's
            // <protected>true</protected> form, ciphertext under the machine's DPAPI key.
            return false;
        }
        if (c.groupStart("secret5") >= 0 && !(c.value().length() >= 8 && Entropy.characterClasses(c.value()) >= 3)) {
            // A line of the configuration after auth-user-pass ("persist-key"), not the file's password
            return false;
        }
        return GenericAssignmentRules.passwordValue(c.value(), false, c.charAfter());
    }

    private static String firstGroup(Candidate c, String... names) {
        for (String name : names) {
            if (c.group(name) != null) {
                return c.group(name);
            }
        }
        return null;
    }

    /** A directory's name for a user: a DN ({@code cn=svc,dc=corp}), {@code DOMAIN\\user} or {@code user@domain}. */
    private static boolean directoryName(String name) {
        return name.indexOf('=') > 0 || name.indexOf('\\') > 0 || name.indexOf('@') > 0;
    }

    private static boolean password(Candidate c) {
        return GenericAssignmentRules.passwordValue(c.value(), false, c.charAfter());
    }

    /**
     * {@code --db-password X}, {@code -StorageAccountKey X}, {@code setProperty("password", "X")}: the name
     * ends in a credential word, and the value is judged as that word's assignment would be.
     */
    private static boolean namedValue(Candidate c, boolean bare) {
        String value = c.value();
        if (value.startsWith("env:") || value.startsWith("file:") || value.startsWith("fd:") || value.equals("stdin")) {
            // openssl -passin env:VAR / file:path: where the password is, not the password.
            return false;
        }
        List<String> parts = GenericAssignmentRules.parts(c.group("opt"));
        if (parts.isEmpty() || parts.getFirst().equals("no")) {
            // --no-password, impacket's -no-pass: a switch that takes no value; what follows is the next argument.
            return false;
        }
        String last = parts.getLast();
        String lastTwo = parts.size() >= 2 ? parts.get(parts.size() - 2) + " " + last : "";
        if (PASSWORD_OPTIONS.contains(last) || last.endsWith("password") || last.endsWith("passwd")) {
            return GenericAssignmentRules.passwordValue(value.startsWith("pass:") ? value.substring(5) : value, bare,
                    c.charAfter());
        }
        if (TOKEN_OPTIONS.contains(last) || TOKEN_OPTIONS.contains(lastTwo) || last.endsWith("token")
                || last.endsWith("apikey") || last.endsWith("secret")) {
            return !last.toLowerCase(Locale.ROOT).endsWith("tokens")
                    && GenericAssignmentRules.tokenValue(c.value(), bare, c.charAfter());
        }
        return false;
    }
}

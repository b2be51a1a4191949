// The sandbox database's schema, one step per release that changed it; db.ts applies them.

/** Schema versions, applied in order; `PRAGMA user_version` records how many ran. */
export const MIGRATIONS: string[] = [
	`
	CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

	CREATE TABLE accounts (
		id INTEGER PRIMARY KEY,
		api_key TEXT NOT NULL UNIQUE,
		plan TEXT NOT NULL,
		addons TEXT NOT NULL DEFAULT '[]',
		email TEXT NOT NULL,
		created_at INTEGER NOT NULL
	);

	CREATE TABLE profiles (
		id INTEGER PRIMARY KEY,
		account_id INTEGER NOT NULL REFERENCES accounts(id),
		title TEXT NOT NULL,
		ref_id TEXT NOT NULL UNIQUE,
		profile_key TEXT NOT NULL UNIQUE,
		is_primary INTEGER NOT NULL DEFAULT 0,
		messaging_active INTEGER NOT NULL DEFAULT 0,
		monthly_api_calls INTEGER NOT NULL DEFAULT 0,
		api_calls_month TEXT NOT NULL DEFAULT '',
		created_at INTEGER NOT NULL,
		UNIQUE (account_id, title)
	);

	CREATE TABLE linked_accounts (
		id INTEGER PRIMARY KEY,
		profile_id INTEGER NOT NULL REFERENCES profiles(id),
		platform TEXT NOT NULL,
		network_user_id TEXT NOT NULL,
		display_name TEXT NOT NULL,
		username TEXT NOT NULL,
		type TEXT,
		created_at INTEGER NOT NULL,
		UNIQUE (profile_id, platform)
	);

	CREATE TABLE posts (
		id TEXT PRIMARY KEY,
		profile_id INTEGER NOT NULL REFERENCES profiles(id),
		text TEXT NOT NULL,
		platforms TEXT NOT NULL,
		media_urls TEXT NOT NULL DEFAULT '[]',
		options TEXT NOT NULL DEFAULT '{}',
		status TEXT NOT NULL,
		type TEXT NOT NULL,
		schedule_at INTEGER,
		notes TEXT,
		shorten_links INTEGER NOT NULL DEFAULT 1,
		requires_approval INTEGER NOT NULL DEFAULT 0,
		approved INTEGER,
		auto_schedule_title TEXT,
		retried INTEGER NOT NULL DEFAULT 0,
		errors TEXT NOT NULL DEFAULT '[]',
		created_at INTEGER NOT NULL,
		sent_at INTEGER,
		deleted_at INTEGER
	);
	CREATE INDEX posts_due ON posts (status, schedule_at);
	CREATE INDEX posts_profile_created ON posts (profile_id, created_at);

	CREATE TABLE deliveries (
		id INTEGER PRIMARY KEY,
		post_id TEXT REFERENCES posts(id),
		profile_id INTEGER NOT NULL REFERENCES profiles(id),
		platform TEXT NOT NULL,
		network_id TEXT NOT NULL,
		text TEXT NOT NULL,
		media TEXT NOT NULL DEFAULT '[]',
		extra TEXT NOT NULL DEFAULT '{}',
		origin TEXT NOT NULL,
		created_at INTEGER NOT NULL,
		deleted INTEGER NOT NULL DEFAULT 0,
		deleted_at INTEGER,
		UNIQUE (platform, network_id),
		UNIQUE (post_id, platform)
	);
	CREATE INDEX deliveries_profile_platform ON deliveries (profile_id, platform, created_at);

	CREATE TABLE links (
		id INTEGER PRIMARY KEY,
		account_id INTEGER NOT NULL REFERENCES accounts(id),
		code TEXT NOT NULL UNIQUE,
		original_url TEXT NOT NULL,
		clicks INTEGER NOT NULL DEFAULT 0,
		created_at INTEGER NOT NULL,
		UNIQUE (account_id, original_url)
	);

	CREATE TABLE auto_schedules (
		id INTEGER PRIMARY KEY,
		profile_id INTEGER NOT NULL REFERENCES profiles(id),
		title TEXT NOT NULL,
		times TEXT NOT NULL,
		days_of_week TEXT,
		exclude_dates TEXT,
		start_date TEXT,
		last_assigned INTEGER,
		created_at INTEGER NOT NULL,
		updated_at INTEGER NOT NULL,
		UNIQUE (profile_id, title)
	);

	CREATE TABLE idempotency_keys (
		profile_id INTEGER NOT NULL REFERENCES profiles(id),
		key TEXT NOT NULL,
		post_id TEXT NOT NULL,
		created_at INTEGER NOT NULL,
		UNIQUE (profile_id, key)
	);

	CREATE TABLE faults (
		account_id INTEGER NOT NULL REFERENCES accounts(id),
		platform TEXT NOT NULL,
		remaining INTEGER NOT NULL,
		code INTEGER NOT NULL,
		message TEXT,
		PRIMARY KEY (account_id, platform)
	);
	`,
	// 2: deleted profiles (their titles free again), per-profile short links and their clicks,
	// media, business listings, linking-token keys.
	`
	CREATE TABLE profiles_v2 (
		id INTEGER PRIMARY KEY,
		account_id INTEGER NOT NULL REFERENCES accounts(id),
		title TEXT NOT NULL,
		ref_id TEXT NOT NULL UNIQUE,
		profile_key TEXT NOT NULL UNIQUE,
		is_primary INTEGER NOT NULL DEFAULT 0,
		messaging_active INTEGER NOT NULL DEFAULT 0,
		monthly_api_calls INTEGER NOT NULL DEFAULT 0,
		api_calls_month TEXT NOT NULL DEFAULT '',
		created_at INTEGER NOT NULL,
		deleted_at INTEGER
	);
	INSERT INTO profiles_v2 (id, account_id, title, ref_id, profile_key, is_primary, messaging_active,
	  monthly_api_calls, api_calls_month, created_at)
	SELECT id, account_id, title, ref_id, profile_key, is_primary, messaging_active,
	  monthly_api_calls, api_calls_month, created_at FROM profiles;
	DROP TABLE profiles;
	ALTER TABLE profiles_v2 RENAME TO profiles;
	CREATE UNIQUE INDEX profiles_live_title ON profiles (account_id, title) WHERE deleted_at IS NULL;

	CREATE TABLE links_v2 (
		id INTEGER PRIMARY KEY,
		account_id INTEGER NOT NULL REFERENCES accounts(id),
		profile_id INTEGER NOT NULL REFERENCES profiles(id),
		code TEXT NOT NULL UNIQUE,
		original_url TEXT NOT NULL,
		clicks INTEGER NOT NULL DEFAULT 0,
		created_at INTEGER NOT NULL,
		UNIQUE (profile_id, original_url)
	);
	-- Links made before profiles owned them go to the account's primary profile.
	INSERT INTO links_v2 (id, account_id, profile_id, code, original_url, clicks, created_at)
	SELECT l.id, l.account_id, p.id, l.code, l.original_url, l.clicks, l.created_at
	FROM links l JOIN profiles p ON p.account_id = l.account_id AND p.is_primary = 1;
	DROP TABLE links;
	ALTER TABLE links_v2 RENAME TO links;

	CREATE TABLE link_clicks (
		id INTEGER PRIMARY KEY,
		link_id INTEGER NOT NULL REFERENCES links(id),
		clicked_at INTEGER NOT NULL,
		browser TEXT NOT NULL,
		referer TEXT NOT NULL,
		social TEXT
	);
	CREATE INDEX link_clicks_link ON link_clicks (link_id, clicked_at);

	CREATE TABLE media (
		id TEXT PRIMARY KEY,
		profile_id INTEGER NOT NULL REFERENCES profiles(id),
		file_name TEXT NOT NULL,
		description TEXT NOT NULL,
		mime_type TEXT NOT NULL,
		size INTEGER NOT NULL,
		bytes BLOB,
		created_at INTEGER NOT NULL
	);
	CREATE INDEX media_profile ON media (profile_id, created_at);

	CREATE TABLE business_listings (
		profile_id INTEGER PRIMARY KEY REFERENCES profiles(id),
		data TEXT NOT NULL,
		updated_at INTEGER NOT NULL
	);
	CREATE TABLE business_listing_updates (
		profile_id INTEGER NOT NULL REFERENCES profiles(id),
		field TEXT NOT NULL,
		updated_at INTEGER NOT NULL
	);
	CREATE INDEX business_listing_updates_recent ON business_listing_updates (profile_id, field, updated_at);

	CREATE TABLE linking_keys (
		domain TEXT PRIMARY KEY,
		account_id INTEGER NOT NULL REFERENCES accounts(id),
		public_key TEXT NOT NULL,
		created_at INTEGER NOT NULL
	);
	`,
	`
	-- ai usage: tokens each AI call used, summed per account and UTC month for the monthly limit.
	CREATE TABLE ai_usage (
		id INTEGER PRIMARY KEY,
		account_id INTEGER NOT NULL REFERENCES accounts(id),
		profile_id INTEGER NOT NULL REFERENCES profiles(id),
		operation TEXT NOT NULL,
		tokens INTEGER NOT NULL,
		month TEXT NOT NULL,
		created_at INTEGER NOT NULL
	);
	CREATE INDEX ai_usage_account_month ON ai_usage (account_id, month);
	`,
	`
	-- reviews and messages
	-- Reviews of a profile's page or business listing (the networks that offer reviews). They belong to the linked account
	-- (network_user_id): relinking the network starts an empty page or listing.
	CREATE TABLE reviews (
		id TEXT PRIMARY KEY,
		profile_id INTEGER NOT NULL REFERENCES profiles(id),
		platform TEXT NOT NULL,
		network_user_id TEXT NOT NULL,
		rating TEXT NOT NULL,
		review TEXT NOT NULL,
		reviewer_name TEXT NOT NULL,
		reviewer_id TEXT NOT NULL,
		created_at INTEGER NOT NULL,
		updated_at INTEGER NOT NULL
	);
	CREATE INDEX reviews_listing ON reviews (profile_id, platform, network_user_id, created_at);
	-- author: 'profile' (sent through the service by author_profile_id), or written on the network
	-- itself by 'owner' (the linked account) or 'manager' (another user who manages the listing).
	CREATE TABLE review_replies (
		id TEXT PRIMARY KEY,
		review_id TEXT NOT NULL REFERENCES reviews(id),
		author TEXT NOT NULL,
		author_profile_id INTEGER REFERENCES profiles(id),
		reply TEXT NOT NULL,
		created_at INTEGER NOT NULL,
		updated_at INTEGER NOT NULL
	);
	CREATE INDEX review_replies_review ON review_replies (review_id, created_at);
	CREATE TABLE review_seeds (
		profile_id INTEGER PRIMARY KEY REFERENCES profiles(id),
		seeded_at INTEGER NOT NULL
	);

	-- Conversations: one per (profile, network, correspondent), started by the correspondent.
	CREATE TABLE conversations (
		id TEXT PRIMARY KEY,
		profile_id INTEGER NOT NULL REFERENCES profiles(id),
		platform TEXT NOT NULL,
		correspondent_id TEXT NOT NULL,
		correspondent_name TEXT NOT NULL,
		status TEXT NOT NULL DEFAULT 'active',
		last_received_at INTEGER NOT NULL,
		created_at INTEGER NOT NULL,
		updated_at INTEGER NOT NULL,
		UNIQUE (profile_id, platform, correspondent_id)
	);
	-- Message ids are fixed-width digits that sort by time. auto_response_due: when a received
	-- message's auto-response falls due; cleared once it is sent or no longer wanted.
	CREATE TABLE messages (
		id TEXT PRIMARY KEY,
		conversation_id TEXT NOT NULL REFERENCES conversations(id),
		action TEXT NOT NULL,
		sender_id TEXT NOT NULL,
		sender_name TEXT NOT NULL,
		sender_handle TEXT NOT NULL,
		recipient_id TEXT NOT NULL,
		message TEXT NOT NULL,
		attachments TEXT NOT NULL DEFAULT '[]',
		auto_response INTEGER NOT NULL DEFAULT 0,
		auto_response_due INTEGER,
		created_at INTEGER NOT NULL,
		updated_at INTEGER NOT NULL
	);
	CREATE INDEX messages_conversation ON messages (conversation_id, id);
	CREATE INDEX messages_auto_response_due ON messages (auto_response_due)
		WHERE auto_response_due IS NOT NULL;
	-- The conversations active in a month, in the order they became active (position 1, 2, ...).
	CREATE TABLE conversation_months (
		profile_id INTEGER NOT NULL REFERENCES profiles(id),
		month TEXT NOT NULL,
		conversation_id TEXT NOT NULL REFERENCES conversations(id),
		position INTEGER NOT NULL,
		PRIMARY KEY (profile_id, month, conversation_id)
	);
	CREATE TABLE auto_responses (
		profile_id INTEGER PRIMARY KEY REFERENCES profiles(id),
		active INTEGER NOT NULL,
		message TEXT NOT NULL,
		wait_seconds INTEGER NOT NULL,
		updated_at INTEGER NOT NULL
	);
	`,
	`
	-- feeds and bio pages
	-- Feeds a profile follows. etag/last_modified make polls conditional; last_error says why the
	-- latest poll failed (null once one succeeds).
	CREATE TABLE feeds (
		id TEXT PRIMARY KEY,
		profile_id INTEGER NOT NULL REFERENCES profiles(id),
		url TEXT NOT NULL,
		type TEXT NOT NULL,
		use_first_image INTEGER NOT NULL DEFAULT 0,
		auto_hashtag INTEGER NOT NULL DEFAULT 0,
		title TEXT NOT NULL,
		description TEXT NOT NULL,
		link TEXT NOT NULL,
		image TEXT,
		etag TEXT,
		last_modified TEXT,
		last_polled_at INTEGER,
		last_error TEXT,
		created_at INTEGER NOT NULL,
		updated_at INTEGER NOT NULL,
		UNIQUE (profile_id, url)
	);
	-- Every article a feed has shown, by guid/id/link (item_key). outcome: seen (there when the
	-- feed was added), webhook, posted, skipped or failed. id is the delivery id sent as data.id.
	CREATE TABLE feed_items (
		feed_id TEXT NOT NULL REFERENCES feeds(id) ON DELETE CASCADE,
		item_key TEXT NOT NULL,
		id TEXT NOT NULL UNIQUE,
		outcome TEXT NOT NULL,
		post_id TEXT,
		created_at INTEGER NOT NULL,
		PRIMARY KEY (feed_id, item_key)
	);
	-- One feed webhook per profile; a row means active (interface 3).
	CREATE TABLE feed_webhooks (
		profile_id INTEGER PRIMARY KEY REFERENCES profiles(id),
		url TEXT NOT NULL,
		secret TEXT,
		updated_at INTEGER NOT NULL
	);
	-- Webhook deliveries, kept so a restart resumes them: pending until delivered, failed after
	-- the last attempt, cancelled when the webhook was deactivated first. body is sent verbatim.
	CREATE TABLE feed_deliveries (
		id TEXT PRIMARY KEY,
		profile_id INTEGER NOT NULL REFERENCES profiles(id),
		feed_id TEXT NOT NULL,
		body TEXT NOT NULL,
		status TEXT NOT NULL,
		attempts INTEGER NOT NULL DEFAULT 0,
		next_attempt_at INTEGER NOT NULL,
		last_status INTEGER,
		last_error TEXT,
		created_at INTEGER NOT NULL,
		delivered_at INTEGER
	);
	CREATE INDEX feed_deliveries_due ON feed_deliveries (status, next_attempt_at);
	-- One bio page per profile; handles are unique whatever their case. fields holds the 2.12
	-- fields other than the handle, as JSON.
	CREATE TABLE bio_pages (
		profile_id INTEGER PRIMARY KEY REFERENCES profiles(id),
		handle TEXT NOT NULL COLLATE NOCASE UNIQUE,
		fields TEXT NOT NULL,
		created_at INTEGER NOT NULL,
		updated_at INTEGER NOT NULL
	);
	`,
	`
	-- webhook subscriptions (/hook/webhook) and message reactions
	-- One subscription per profile and action (messages, ...); a row means subscribed.
	CREATE TABLE hook_webhooks (
		profile_id INTEGER NOT NULL REFERENCES profiles(id),
		action TEXT NOT NULL,
		url TEXT NOT NULL,
		secret TEXT,
		created_at INTEGER NOT NULL,
		PRIMARY KEY (profile_id, action)
	);
	-- Their deliveries, kept so a restart resumes them (as feed_deliveries): pending until
	-- delivered, failed after the last attempt, cancelled when unsubscribed first. body is sent
	-- verbatim and carries the id as deliveryId.
	CREATE TABLE hook_deliveries (
		id TEXT PRIMARY KEY,
		profile_id INTEGER NOT NULL REFERENCES profiles(id),
		action TEXT NOT NULL,
		sub_action TEXT NOT NULL,
		body TEXT NOT NULL,
		status TEXT NOT NULL,
		attempts INTEGER NOT NULL DEFAULT 0,
		next_attempt_at INTEGER NOT NULL,
		last_status INTEGER,
		last_error TEXT,
		created_at INTEGER NOT NULL,
		delivered_at INTEGER
	);
	CREATE INDEX hook_deliveries_due ON hook_deliveries (status, next_attempt_at);
	CREATE INDEX hook_deliveries_profile ON hook_deliveries (profile_id, action, status);
	-- A correspondent's reaction to a message: one emoji per reactor and message (2.10 reactions).
	CREATE TABLE message_reactions (
		message_id TEXT NOT NULL REFERENCES messages(id),
		reactor_id TEXT NOT NULL,
		emoji TEXT NOT NULL,
		created_at INTEGER NOT NULL,
		PRIMARY KEY (message_id, reactor_id)
	);
	`,
	`
	-- Idempotency keys of creates other than posts (message send, review reply, profile create): the
	-- first answer is kept, and a create that meets its key again is answered 409 with it.
	CREATE TABLE idempotent_creates (
		owner TEXT NOT NULL,
		scope TEXT NOT NULL,
		key TEXT NOT NULL,
		resource_id TEXT,
		answer TEXT NOT NULL,
		created_at INTEGER NOT NULL,
		PRIMARY KEY (owner, scope, key)
	);
	`,
	`
	-- Comments on published posts, per network: the profile's own, and those the sandbox plays
	-- arriving from the network (POST /api/admin/comments/incoming); a reply points at its parent.
	CREATE TABLE comments (
		id TEXT PRIMARY KEY,
		post_id TEXT NOT NULL REFERENCES posts(id),
		profile_id INTEGER NOT NULL REFERENCES profiles(id),
		platform TEXT NOT NULL,
		parent_id TEXT REFERENCES comments(id),
		text TEXT NOT NULL,
		user_name TEXT NOT NULL,
		own INTEGER NOT NULL,
		created_at INTEGER NOT NULL,
		deleted_at INTEGER
	);
	CREATE INDEX comments_post ON comments (post_id, created_at);
	`,
	`
	-- Richer planted faults (POST /api/admin/faults): an outage until a time instead of a count,
	-- and the reason the network gives (expiredToken, duplicateContent, ...; see faults.ts).
	ALTER TABLE faults ADD COLUMN until_at INTEGER;
	ALTER TABLE faults ADD COLUMN reason TEXT NOT NULL DEFAULT 'failure';
	`,
	`
	-- Every attempt of every webhook delivery (feed articles and /hook/webhook events), for the
	-- page's delivery log: when, how long, what came back, and the signature it carried.
	CREATE TABLE delivery_attempts (
		delivery_id TEXT NOT NULL,
		attempt INTEGER NOT NULL,
		sent_at INTEGER NOT NULL,
		took_ms INTEGER NOT NULL,
		http_status INTEGER,
		error TEXT,
		signature TEXT,
		outcome TEXT NOT NULL,
		PRIMARY KEY (delivery_id, attempt)
	);
	`,
	`
	-- Settings of a profile's account-linking page and its labels (PATCH /api/profiles), as JSON.
	CREATE TABLE profile_settings (
		profile_id INTEGER PRIMARY KEY REFERENCES profiles(id),
		settings TEXT NOT NULL
	);
	`,
	`
	-- Presigned upload URLs (GET /api/media/uploadUrl): one PUT each, within 30 minutes.
	CREATE TABLE upload_urls (
		token TEXT PRIMARY KEY,
		profile_id INTEGER NOT NULL REFERENCES profiles(id),
		media_id TEXT NOT NULL,
		file_name TEXT NOT NULL,
		content_type TEXT NOT NULL,
		expires_at INTEGER NOT NULL,
		used_at INTEGER
	);
	`,
	`
	-- A comment's image or video (the first comment a post carries may have one).
	ALTER TABLE comments ADD COLUMN media_urls TEXT NOT NULL DEFAULT '[]';
	`,
	`
	-- A profile's webhook signing secret (one per profile, every action; hooks/signing.ts) and,
	-- for 24 hours after a rotation, the one it replaced: deliveries are signed with both then.
	CREATE TABLE hook_signing_secrets (
		profile_id INTEGER PRIMARY KEY REFERENCES profiles(id),
		secret TEXT NOT NULL,
		previous_secret TEXT,
		previous_until INTEGER,
		rotated_at INTEGER
	);
	`,
	`
	-- Feed webhooks become one more hook action: a profile's feed webhook is its 'feed' row in
	-- hook_webhooks, and its deliveries 'feed' rows (subAction 'article') in hook_deliveries.
	INSERT OR REPLACE INTO hook_webhooks (profile_id, action, url, secret, created_at)
		SELECT profile_id, 'feed', url, secret, updated_at FROM feed_webhooks;
	INSERT OR IGNORE INTO hook_deliveries (id, profile_id, action, sub_action, body, status, attempts,
		next_attempt_at, last_status, last_error, created_at, delivered_at)
		SELECT id, profile_id, 'feed', 'article', body, status, attempts, next_attempt_at, last_status,
			last_error, created_at, delivered_at FROM feed_deliveries;
	DROP TABLE feed_deliveries;
	DROP TABLE feed_webhooks;
	`,
	`
	-- The Ads group (routes/ads.ts): ad accounts of each linked account that offers ads, campaigns
	-- (one per ad account and post), ads (each with its own ad set), every status change (spend is
	-- computed from them), and each account's review time.
	CREATE TABLE ad_accounts (
		id TEXT PRIMARY KEY,
		profile_id INTEGER NOT NULL REFERENCES profiles(id),
		platform TEXT NOT NULL,
		network_user_id TEXT NOT NULL,
		name TEXT NOT NULL,
		currency TEXT NOT NULL,
		payment_method INTEGER NOT NULL,
		created_at INTEGER NOT NULL
	);
	CREATE INDEX ad_accounts_profile ON ad_accounts (profile_id, platform);
	CREATE TABLE ad_campaigns (
		id TEXT PRIMARY KEY,
		ad_account_id TEXT NOT NULL REFERENCES ad_accounts(id),
		post_key TEXT NOT NULL,
		status TEXT NOT NULL,
		created_at INTEGER NOT NULL,
		UNIQUE (ad_account_id, post_key)
	);
	CREATE TABLE ads (
		id TEXT PRIMARY KEY,
		profile_id INTEGER NOT NULL REFERENCES profiles(id),
		platform TEXT NOT NULL,
		ad_account_id TEXT NOT NULL REFERENCES ad_accounts(id),
		campaign_id TEXT NOT NULL REFERENCES ad_campaigns(id),
		ad_set_id TEXT NOT NULL,
		post_id TEXT,
		social_post_id TEXT NOT NULL,
		name TEXT NOT NULL,
		goal TEXT NOT NULL,
		budget_cents INTEGER NOT NULL,
		bid_cents INTEGER,
		targeting TEXT NOT NULL,
		start_at INTEGER NOT NULL,
		end_at INTEGER NOT NULL,
		created_at INTEGER NOT NULL,
		review_until INTEGER NOT NULL,
		rejected INTEGER NOT NULL DEFAULT 0,
		status TEXT NOT NULL
	);
	CREATE INDEX ads_profile ON ads (profile_id, platform);
	CREATE INDEX ads_campaign ON ads (campaign_id);
	CREATE TABLE ad_status_changes (
		seq INTEGER PRIMARY KEY AUTOINCREMENT,
		target TEXT NOT NULL,
		status TEXT NOT NULL,
		at INTEGER NOT NULL
	);
	CREATE INDEX ad_status_changes_target ON ad_status_changes (target, seq);
	CREATE TABLE ad_settings (
		account_id INTEGER PRIMARY KEY REFERENCES accounts(id),
		review_ms INTEGER NOT NULL
	);
	`,
];

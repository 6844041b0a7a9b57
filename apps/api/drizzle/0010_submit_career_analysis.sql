-- One round trip for an analysis submission (decision 0156): the per-person lock, then one statement over the
-- person's analyses of the rate window: the recent identical job (pending or completed, the newest) if there is one;
-- else, under the rate limit, the new pending row, with the head notice on p_channel when one is given; else the
-- oldest of the window, for Retry-After. A duplicate is answered at the limit too. A VOLATILE function takes a new
-- snapshot for each statement it runs, so the statement after the lock sees what the lock's previous holder
-- committed; the lock is held until the calling statement's transaction ends. Answers one row, or none if nothing
-- matched (never expected).
CREATE OR REPLACE FUNCTION submit_career_analysis(
	p_user_id text,
	p_request jsonb,
	p_request_hash text,
	p_now timestamptz,
	p_window_start timestamptz,
	p_duplicate_from timestamptz,
	p_rate_limit integer,
	p_channel text
) RETURNS TABLE (outcome text, id uuid, status text, at_ms double precision)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('career_analyses:' || p_user_id));
	WITH recent AS (
		SELECT ca.id, ca.status, ca.created_at, ca.request_hash FROM career_analyses ca
		WHERE ca.user_id = p_user_id AND ca.created_at > p_window_start
	),
	duplicate AS (
		SELECT r.id, r.status, r.created_at FROM recent r
		WHERE r.created_at > p_duplicate_from AND r.request_hash = p_request_hash
			AND r.status IN ('pending', 'completed')
		ORDER BY r.created_at DESC
		LIMIT 1
	),
	tally AS (SELECT count(*)::int AS n, min(r.created_at) AS oldest FROM recent r),
	inserted AS (
		INSERT INTO career_analyses (user_id, status, request, request_hash, created_at)
		SELECT p_user_id, 'pending', p_request, p_request_hash, p_now
		WHERE NOT EXISTS (SELECT 1 FROM duplicate) AND (SELECT t.n FROM tally t) < p_rate_limit
		RETURNING career_analyses.id, career_analyses.status, career_analyses.created_at
	)
	SELECT a.outcome, a.id, a.status, a.at_ms INTO outcome, id, status, at_ms FROM (
		SELECT 'inserted' AS outcome, i.id, i.status, (extract(epoch FROM i.created_at) * 1000)::float8 AS at_ms
		FROM inserted i
		UNION ALL
		SELECT 'duplicate', d.id, d.status, (extract(epoch FROM d.created_at) * 1000)::float8 FROM duplicate d
		UNION ALL
		SELECT 'limited', NULL, NULL, (extract(epoch FROM t.oldest) * 1000)::float8 FROM tally t
		WHERE t.n >= p_rate_limit AND NOT EXISTS (SELECT 1 FROM duplicate)
	) a;
	IF NOT FOUND THEN
		RETURN;
	END IF;
	IF outcome = 'inserted' AND p_channel IS NOT NULL THEN
		PERFORM pg_notify(p_channel, p_user_id);
	END IF;
	RETURN NEXT;
END
$$;

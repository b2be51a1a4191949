// Expectation for workflows/approval-and-schedule.json: the post is held ("awaiting approval") right
// after it is created, and after approval and its scheduled time it has been sent ("success").
export default function expectApprovalAndSchedule({ items, assert }) {
	const held = items('Check it is held')[0];
	assert.ok(held, 'Check it is held produced no item');
	assert.equal(held.status, 'awaiting approval', 'the post was not held for approval');
	assert.deepEqual([...held.platforms].sort(), ['facebook', 'linkedin']);
	const sent = items('Read it back')[0];
	assert.ok(sent, 'Read it back produced no item');
	assert.equal(sent.status, 'success', `after approval and its time the post is "${sent.status}"`);
	assert.equal(sent.postIds.length, 2, 'the post did not reach both networks');
}

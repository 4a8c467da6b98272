/// How focus moves along a row of buttons: one step per press, stopping at the ends. A row
/// that wrapped round would put the button at the far end (in a confirmation, the one that
/// deletes or restarts) under a press towards the end a person is already on.
public enum ButtonRow {
    public static func focus(_ focused: Int, movedBy step: Int, count: Int) -> Int {
        min(max(focused + step, 0), max(count - 1, 0))
    }
}

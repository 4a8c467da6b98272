import Apps
import BoardProfiles
import Sensing

extension ButtonGestureRecognizer {
    /// Recognizes gestures the way the open app (or the launcher, with no preferences) wants them.
    mutating func adopt(_ preferences: InputPreferences, wiring: InputWiring) {
        doubleTapButtons = preferences.doubleTapButtons
        swipes = preferences.wantsSwipes ? wiring.swipes : SwipeConfiguration()
    }
}

import Hardware
import Testing
@testable import UI
